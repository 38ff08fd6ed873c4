/**
 * The two lists the back office imports and exports as CSV, each with its columns, where its
 * items are in the vendor document, and what a new item starts from.
 */
import { type CsvList, LOCATION_CSV_COLUMNS, STAFF_CSV_COLUMNS, type VendorDocument } from "#contract";
import type { CsvColumn, CsvContext } from "./csv-column.js";
import { LOCATION_COLUMNS, newLocation } from "./location-columns.js";
import { newStaffMember, STAFF_COLUMNS, staysAdmin } from "./staff-columns.js";

export interface Keyed {
  key: string;
}

export interface CsvListSpec<Item extends Keyed = Keyed> {
  list: CsvList;
  /** The file's columns in order, `key` and `active` first (the contract's list). */
  header: readonly string[];
  /** Every column but `key` and `active`. */
  columns: readonly CsvColumn<Item>[];
  /** What a person is called in messages: "location", "staff member". */
  noun: string;
  items(doc: VendorDocument): readonly Item[];
  withItems(doc: VendorDocument, items: readonly Item[]): VendorDocument;
  newItem(key: string, ctx: CsvContext): Item;
  /** For the staff file: whether the signed-in admin, as the file leaves them, can still set the vendor up. */
  staysAdmin?(item: Item): boolean;
}

const SPECS: Record<CsvList, CsvListSpec> = {
  locations: {
    list: "locations",
    header: LOCATION_CSV_COLUMNS,
    columns: LOCATION_COLUMNS,
    noun: "location",
    items: (doc) => doc.locations,
    withItems: (doc, items) => ({ ...doc, locations: items as VendorDocument["locations"] }),
    newItem: (key) => newLocation(key),
  },
  staff: {
    list: "staff",
    header: STAFF_CSV_COLUMNS,
    columns: STAFF_COLUMNS,
    noun: "staff member",
    items: (doc) => doc.staff,
    withItems: (doc, items) => ({ ...doc, staff: items as VendorDocument["staff"] }),
    newItem: (key, ctx) => newStaffMember(key, ctx.doc.meeting_methods),
    staysAdmin,
  },
};

export const csvListSpec = (list: CsvList): CsvListSpec => SPECS[list];
