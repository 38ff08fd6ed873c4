/**
 * Writes an accepted join in one transaction: the client, the appointment and its answers.
 * With an Idempotency-Key a retried request answers the appointment the first one made, even
 * when both arrive at once (the unique index decides, the loser reads the winner's row); a key
 * that came with another request is refused (http/idempotency.ts).
 */
import type { Kysely } from "kysely";
import { QueueStatus, channelFor, UTM_KEYS, type CreateQueueAppointment } from "../../../widget/src/contract/index.js";
import type { Database } from "../db/schema.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import { findRepeat, type IdempotencyKey } from "../http/idempotency.js";
import { enqueueRequestAdded } from "../notifications/enqueue.js";
import type { Vendor } from "../vendors/vendor.js";
import type { AcceptedJoin } from "./check-join.js";
import { insertClient } from "./client-records.js";
import { newConfirmCode } from "./confirm-code.js";

export interface CreatedAppointment {
  id: number;
  /** False when an earlier request with the same Idempotency-Key had created it. */
  created: boolean;
}

export async function createQueueAppointment(
  db: Kysely<Database>,
  vendor: Vendor,
  body: CreateQueueAppointment,
  join: AcceptedJoin,
  idempotency: IdempotencyKey | undefined,
  now: Date,
): Promise<CreatedAppointment> {
  if (idempotency) {
    const existing = await findRepeat(db, "queue_appointments", vendor.id, idempotency);
    if (existing !== undefined) return { id: existing, created: false };
  }
  const attributes = body.data.attributes;
  const client = body.data.relationships.client.data.attributes;
  const stamp = now.toISOString();
  const utm = Object.fromEntries(UTM_KEYS.flatMap((k) => (attributes[k] ? [[k, attributes[k]]] : [])));
  try {
    return await db.transaction().execute(async (tx) => {
      const clientId = await insertClient(tx, vendor.id, client, { email: join.email, phone: join.phone, receiveSms: join.receiveSms }, stamp);
      const appointment = await tx
        .insertInto("queue_appointments")
        .values({
          vendor_id: vendor.id,
          location_id: join.location.id,
          service_id: attributes.service_id,
          client_id: clientId,
          status: QueueStatus.waiting,
          confirm_code: newConfirmCode(),
          meeting_method: attributes.meeting_method,
          fulfillment_method: join.fulfillmentMethod,
          car_details: join.fulfillmentMethod === 2 ? (attributes.car_details ?? "").trim() : "",
          notes: attributes.notes || client.notes,
          booked_through: attributes.booked_through,
          channel_id: channelFor(attributes.booked_through),
          workflow_id: attributes.workflow_id,
          walk_in: Number(attributes.walk_in),
          compliance_agreed: Number(attributes.compliance_agreed),
          idempotency_key: idempotency?.key ?? null,
          idempotency_hash: idempotency?.hash ?? null,
          utm: JSON.stringify(utm),
          created_at: stamp,
          updated_at: stamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (join.answers.length) {
        await tx
          .insertInto("answers")
          .values(
            join.answers.map((a) => ({
              queue_appointment_id: appointment.id,
              question_id: a.questionId,
              value: JSON.stringify(a.value),
            })),
          )
          .execute();
      }
      // In the same transaction: an acknowledged join always has its confirmation queued.
      await enqueueRequestAdded(tx, appointment.id, now);
      return { id: appointment.id, created: true };
    });
  } catch (error) {
    if (idempotency && isUniqueViolation(error)) {
      const existing = await findRepeat(db, "queue_appointments", vendor.id, idempotency);
      if (existing !== undefined) return { id: existing, created: false };
    }
    throw error;
  }
}
