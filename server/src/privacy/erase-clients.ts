/**
 * An erasure on request: every visit and booking of the clients matching an email or a phone is
 * erased (erase-personal-data.ts), with the client rows, notifications addressed to them that
 * belong to no visit, and oversized live events naming them; the audit log records who did it
 * and the receipt, by client id only. One transaction: all of it, with its record, or nothing.
 *
 * A client with a visit waiting or in progress, or a booking not over yet, is refused whole
 * (409 `client_has_active_visits`): erasing it would leave staff serving a nameless visit, so the
 * admin cancels those first and nothing changes meanwhile.
 */
import type { Kysely } from "kysely";
import { AppointmentStatus, type PrivacyErasureReceipt, type PrivacyLookup, QueueStatus } from "#contract";
import { type AuditActor, recordOfficeAudit } from "../audit/office-audit.js";
import type { Database } from "../db/schema.js";
import { ApiError } from "../http/api-error.js";
import { erasePersonalData } from "./erase-personal-data.js";
import { findClients } from "./find-clients.js";

export interface ErasureRequest {
  vendorId: number;
  lookup: PrivacyLookup;
  actor: AuditActor;
  address: string;
  now: Date;
}

export async function eraseClients(db: Kysely<Database>, request: ErasureRequest): Promise<PrivacyErasureReceipt> {
  const { vendorId, now } = request;
  return db.transaction().execute(async (tx) => {
    const clients = await findClients(tx, vendorId, request.lookup);
    const clientIds = clients.map((client) => client.id);
    const receipt: PrivacyErasureReceipt = { erased_at: now.toISOString(), clients: 0, visits: 0, bookings: 0, answers: 0, notifications: 0 };
    if (!clientIds.length) return receipt;
    const [visits, bookings] = await Promise.all([
      tx.selectFrom("queue_appointments").select(["id", "status"]).where("vendor_id", "=", vendorId).where("client_id", "in", clientIds).execute(),
      tx.selectFrom("appointments").select(["id", "status", "ends_at"]).where("vendor_id", "=", vendorId).where("client_id", "in", clientIds).execute(),
    ]);
    const active =
      visits.filter((visit) => visit.status === QueueStatus.waiting || visit.status === QueueStatus.inProgress).length +
      bookings.filter(
        (booking) => booking.status === AppointmentStatus.inProgress || (booking.status === AppointmentStatus.confirmed && booking.ends_at > receipt.erased_at),
      ).length;
    if (active) {
      throw new ApiError(
        409,
        "client_has_active_visits",
        `The client has ${active} visit(s) waiting, in progress or booked ahead: cancel or finish them first, then erase; nothing was erased`,
      );
    }
    const counts = await erasePersonalData(
      tx,
      { visitIds: visits.map((visit) => visit.id), bookingIds: bookings.map((booking) => booking.id), clientIds },
      now,
    );
    const addresses = [...new Set(clients.flatMap((client) => [client.email, client.cell_phone]).filter(Boolean))];
    const unlinked = addresses.length
      ? await tx.deleteFrom("outbox").where("vendor_id", "=", vendorId).where("recipient", "in", addresses).executeTakeFirst()
      : { numDeletedRows: 0n };
    await forgetLiveEvents(tx, addresses);
    Object.assign(receipt, { ...counts, notifications: counts.notifications + Number(unlinked.numDeletedRows) });
    await recordOfficeAudit(
      tx,
      {
        vendorId,
        actor: request.actor,
        action: "privacy.erasure",
        target: `client:${clientIds.join(",")}`,
        detail: { ...receipt, client_ids: clientIds },
        address: request.address,
      },
      now,
    );
    return receipt;
  });
}

/** Live events too large for a notice are kept a short while in `live_events`; those naming the client go now. */
async function forgetLiveEvents(tx: Kysely<Database>, addresses: string[]): Promise<void> {
  if (!addresses.length) return;
  const rows = await tx.selectFrom("live_events").select(["id", "data"]).execute();
  const naming = rows.filter((row) => addresses.some((address) => row.data.includes(address))).map((row) => row.id);
  if (naming.length) await tx.deleteFrom("live_events").where("id", "in", naming).execute();
}
