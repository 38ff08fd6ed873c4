/**
 * Applies the staff of a vendor document: who works where, serving what. Presence is kept.
 * Members in `unchanged` (as the previous document had them) are left alone. The rows of every
 * member written go in together, many a statement, with `slice()` between statements.
 */
import type { VendorDocument } from "#contract";
import type { Slice } from "../time/time-slices.js";
import { IDS_PER_STATEMENT, ROWS_PER_STATEMENT, chunks, upsertByKey, type Tx } from "./keyed-rows.js";

export async function upsertStaff(
  tx: Tx,
  vendorId: number,
  staff: VendorDocument["staff"],
  serviceIds: Map<string, number>,
  locationIds: Map<string, number>,
  unchanged: ReadonlySet<string>,
  slice: Slice,
): Promise<void> {
  const { written } = await upsertByKey(
    tx,
    "staff_users",
    vendorId,
    staff.map((s) => ({
      key: s.key,
      values: {
        full_name: s.full_name,
        email: s.email ?? null,
        role_level: s.role_level,
        working_hours: s.working_hours ? JSON.stringify(s.working_hours) : null,
        photo_url: s.photo_url,
        languages: JSON.stringify(s.languages),
        invite_only: Number(s.invite_only),
        time_off: JSON.stringify(s.time_off),
      },
    })),
    unchanged,
    slice,
  );
  const allIds = [...written.values()];
  if (!allIds.length) return;
  // Presence is live state set by staff; re-applying the document must not reset it.
  const onDuty = new Map<string, number>();
  for (const piece of chunks(allIds, IDS_PER_STATEMENT)) {
    for (const p of await tx.selectFrom("staff_locations").selectAll().where("staff_id", "in", piece).execute()) {
      onDuty.set(`${p.staff_id}:${p.location_id}`, p.on_duty);
    }
    await tx.deleteFrom("staff_locations").where("staff_id", "in", piece).execute();
    await tx.deleteFrom("staff_capabilities").where("staff_id", "in", piece).execute();
    await slice();
  }
  const places: { staff_id: number; location_id: number; on_duty: number }[] = [];
  const capabilities: { staff_id: number; service_id: number; meeting_method: number }[] = [];
  for (const member of staff.filter((s) => written.has(s.key))) {
    const staffId = written.get(member.key) ?? 0;
    for (const l of new Set(member.locations)) {
      const location_id = locationIds.get(l) ?? 0;
      places.push({ staff_id: staffId, location_id, on_duty: onDuty.get(`${staffId}:${location_id}`) ?? Number(member.on_duty) });
    }
    const serves = member.services.length ? [...new Set(member.services)] : [...serviceIds.keys()];
    for (const s of serves) {
      for (const meeting_method of new Set(member.meeting_methods))
        capabilities.push({ staff_id: staffId, service_id: serviceIds.get(s) ?? 0, meeting_method });
    }
  }
  for (const piece of chunks(places, ROWS_PER_STATEMENT * 2)) {
    await tx.insertInto("staff_locations").values(piece).execute();
    await slice();
  }
  for (const piece of chunks(capabilities, ROWS_PER_STATEMENT * 2)) {
    await tx.insertInto("staff_capabilities").values(piece).execute();
    await slice();
  }
}
