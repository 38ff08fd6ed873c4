/**
 * The staff file's columns (docs/csv-import.md): name, email, role, where they work, what they
 * serve and how, the languages they speak.
 */
import { RoleLevel, type StaffDocument } from "#contract";
import { formatList, formatMeetingMethods, formatRole, readList, readMeetingMethods, readRole, sameMembers } from "./csv-cells.js";
import { type CsvColumn, textColumn, written } from "./csv-column.js";

type Staff = StaffDocument;

/** A list of keys or tags; the same members in another order change nothing. */
function listColumn(name: "locations" | "services" | "languages"): CsvColumn<Staff> {
  return {
    name,
    fields: [name],
    format: (item) => formatList(item[name] ?? []),
    apply: (item, cell) => written({ ...item, [name]: sameMembers(item[name] ?? [], readList(cell)) }),
  };
}

export const STAFF_COLUMNS: readonly CsvColumn<Staff>[] = [
  textColumn("full_name", "full_name"),
  {
    name: "email",
    fields: ["email"],
    format: (item) => item.email ?? "",
    apply(item, cell) {
      const { email: _old, ...rest } = item;
      return written(cell ? { ...rest, email: cell } : rest);
    },
  },
  {
    name: "role",
    fields: ["role_level"],
    format: (item) => (item.role_level === undefined ? "" : formatRole(item.role_level)),
    apply(item, cell) {
      const role = readRole(cell);
      return role.ok ? written({ ...item, role_level: role.value }) : role;
    },
  },
  listColumn("locations"),
  listColumn("services"),
  {
    name: "meeting_methods",
    fields: ["meeting_methods"],
    format: (item) => formatMeetingMethods(item.meeting_methods ?? []),
    apply(item, cell, ctx) {
      const methods = readMeetingMethods(readList(cell));
      if (!methods.ok) return methods;
      // Empty: every way the vendor meets clients.
      const wanted = methods.value.length ? methods.value : [...ctx.doc.meeting_methods];
      return written({ ...item, meeting_methods: sameMembers(item.meeting_methods ?? [], wanted) as Staff["meeting_methods"] });
    },
  },
  listColumn("languages"),
];

/** A staff member the file adds: what its columns do not say takes the document's defaults. */
export const newStaffMember = (key: string, vendorMethods: readonly number[]): Staff =>
  ({ key, locations: [], meeting_methods: [...vendorMethods] }) as unknown as Staff;

/** The signed-in admin stays an admin: an import cannot lock its own author out. */
export const staysAdmin = (item: Staff) => item.role_level >= RoleLevel.admin;
