/**
 * Applies the staff of a vendor document: who works where, serving what. Presence is kept.
 * Members in `unchanged` (as the previous document had them) are left alone.
 */
import type { VendorDocument } from "#contract";
import { upsertByKey, type Tx } from "./keyed-rows.js";

export async function upsertStaff(
  tx: Tx,
  vendorId: number,
  staff: VendorDocument["staff"],
  serviceIds: Map<string, number>,
  locationIds: Map<string, number>,
  unchanged: ReadonlySet<string>,
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
  );
  const allIds = [...written.values()];
  if (!allIds.length) return;
  // Presence is live state set by staff; re-applying the document must not reset it.
  const presence = await tx.selectFrom("staff_locations").selectAll().where("staff_id", "in", allIds).execute();
  const onDuty = new Map(presence.map((p) => [`${p.staff_id}:${p.location_id}`, p.on_duty]));
  await tx.deleteFrom("staff_locations").where("staff_id", "in", allIds).execute();
  await tx.deleteFrom("staff_capabilities").where("staff_id", "in", allIds).execute();
  for (const member of staff.filter((s) => written.has(s.key))) {
    const staffId = written.get(member.key) ?? 0;
    const places = [...new Set(member.locations)].map((l) => {
      const location_id = locationIds.get(l) ?? 0;
      return { staff_id: staffId, location_id, on_duty: onDuty.get(`${staffId}:${location_id}`) ?? Number(member.on_duty) };
    });
    if (places.length) await tx.insertInto("staff_locations").values(places).execute();
    const serves = member.services.length ? [...new Set(member.services)] : [...serviceIds.keys()];
    const capabilities = serves.flatMap((s) =>
      [...new Set(member.meeting_methods)].map((meeting_method) => ({
        staff_id: staffId,
        service_id: serviceIds.get(s) ?? 0,
        meeting_method,
      })),
    );
    for (let i = 0; i < capabilities.length; i += 200) {
      await tx
        .insertInto("staff_capabilities")
        .values(capabilities.slice(i, i + 200))
        .execute();
    }
  }
}
