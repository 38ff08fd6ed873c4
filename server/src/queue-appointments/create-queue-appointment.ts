/**
 * Writes an accepted join in one transaction: the line's next change number first (on
 * PostgreSQL its row lock orders the joins at a location as their numbers do), then the client,
 * the appointment, its answers and its "request added" notice. The rows as written come back,
 * so the answer and the line model need nothing read again.
 *
 * With an Idempotency-Key a retried request answers the appointment the first one made, even
 * when both arrive at once (the unique index decides, the loser reads the winner's row); a key
 * that came with another request is refused (http/idempotency.ts).
 */
import { QueueStatus, channelFor, UTM_KEYS, type CreateQueueAppointment } from "#contract";
import type { AnswerRow, ClientRow, QueueAppointmentRow } from "../db/schema.js";
import { insertReturningAll } from "../db/insert-returning.js";
import type { SharedTransactions } from "../db/shared-transactions.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import { findRepeat, type IdempotencyKey } from "../http/idempotency.js";
import { queueVisitDataOf } from "../webhooks/webhook-event-data.js";
import { recordQueueVisitEvent } from "../webhooks/visit-webhook-events.js";
import { enqueueRequestAdded, recipientsOf } from "../notifications/enqueue.js";
import { messageLocale } from "../notifications/messages.js";
import type { Locale } from "#contract";
import { bumpLine } from "../queue/line/line-rows.js";
import { cachedTranslations, type ConfigSource } from "../vendors/config-reads.js";
import type { Vendor } from "../vendors/vendor.js";
import type { AcceptedJoin } from "./check-join.js";
import { insertClient } from "./client-records.js";
import { newConfirmCode } from "./confirm-code.js";

/** What a new join wrote. */
export interface WrittenJoin {
  appointment: QueueAppointmentRow;
  client: ClientRow;
  answers: AnswerRow[];
  /** The line's change number the join took, and the anchor it moved the line to (an empty line). */
  version: number;
  anchor: number | undefined;
}

export type CreatedAppointment =
  | { created: true; id: number; written: WrittenJoin }
  /** An earlier request with the same Idempotency-Key had created it. */
  | { created: false; id: number };

export async function createQueueAppointment(
  source: ConfigSource & { sharedTransactions: SharedTransactions },
  vendor: Vendor,
  body: CreateQueueAppointment,
  join: AcceptedJoin,
  options: { idempotency: IdempotencyKey | undefined; now: Date; anchor: number | undefined },
): Promise<CreatedAppointment> {
  const { db } = source;
  const { idempotency, now } = options;
  if (idempotency) {
    const existing = await findRepeat(db, "queue_appointments", vendor.id, idempotency);
    if (existing !== undefined) return { created: false, id: existing };
  }
  const attributes = body.data.attributes;
  const client = body.data.relationships.client.data.attributes;
  const stamp = now.toISOString();
  const utm = Object.fromEntries(UTM_KEYS.flatMap((k) => (attributes[k] ? [[k, attributes[k]]] : [])));
  // Read before the transaction (on SQLite it holds the one connection), and only for a client
  // the confirmation reaches.
  const reachable = recipientsOf({ email: join.email, cell_phone: join.phone?.e164 ?? "", receive_sms: Number(join.receiveSms) }).length > 0;
  const texts = reachable ? await noticeTexts(source, join, messageLocale(client.lang)) : {};
  try {
    // On SQLite the joins asked for in one round of the event loop share one transaction
    // (db/shared-transactions.ts); each still returns only once committed.
    return await source.sharedTransactions.run(async (tx): Promise<CreatedAppointment> => {
      const line = await bumpLine(tx, join.location.id, now, options.anchor);
      const clientRow = await insertClient(tx, vendor.id, client, { email: join.email, phone: join.phone, receiveSms: join.receiveSms }, stamp);
      const appointment = await insertReturningAll(tx, "queue_appointments", {
        vendor_id: vendor.id,
        location_id: join.location.id,
        service_id: attributes.service_id,
        client_id: clientRow.id,
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
      });
      const answers = join.answers.length
        ? await tx
            .insertInto("answers")
            .values(
              join.answers.map((a) => ({
                queue_appointment_id: appointment.id,
                question_id: a.questionId,
                value: JSON.stringify(a.value),
              })),
            )
            .returningAll()
            .execute()
        : [];
      // In the same transaction: an acknowledged join always has its confirmation queued.
      await enqueueRequestAdded(
        tx,
        {
          vendor,
          appointment,
          client: clientRow,
          location: join.location,
          service: join.service,
          texts,
        },
        now,
      );
      await recordQueueVisitEvent(tx, { vendorId: vendor.id, id: appointment.id, status: appointment.status, data: queueVisitDataOf(appointment) }, now);
      return {
        created: true,
        id: appointment.id,
        written: { appointment, client: clientRow, answers: answers.sort((a, b) => a.id - b.id), version: line.version, anchor: options.anchor },
      };
    });
  } catch (error) {
    if (idempotency && isUniqueViolation(error)) {
      const existing = await findRepeat(db, "queue_appointments", vendor.id, idempotency);
      if (existing !== undefined) return { created: false, id: existing };
    }
    throw error;
  }
}

/** The location's and the service's texts a confirmation names them by. */
async function noticeTexts(source: ConfigSource, join: AcceptedJoin, locale: Locale) {
  const [location, service] = await Promise.all([
    cachedTranslations(source, "location", [join.location.id], locale),
    cachedTranslations(source, "service", [join.service.id], locale),
  ]);
  return { location: location.get(join.location.id), service: service.get(join.service.id) };
}
