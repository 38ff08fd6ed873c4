/**
 * The webhook events of a queue visit's or an appointment's change, recorded with the change's
 * transaction (record-webhook-event.ts). A status change maps to its event here, so every path
 * that changes a status (staff, the client, a booking that replaces a spot) tells the same.
 */
import type { Kysely } from "kysely";
import { QueueStatus } from "#contract";
import type { WebhookEventType } from "#contract/webhooks";
import type { Database } from "../db/schema.js";
import { recordWebhookEvent } from "./record-webhook-event.js";
import { appointmentData, queueVisitData } from "./webhook-event-data.js";

const QUEUE_EVENT_OF: Partial<Record<number, WebhookEventType>> = {
  [QueueStatus.waiting]: "queue.joined",
  [QueueStatus.inProgress]: "queue.called",
  [QueueStatus.completed]: "queue.completed",
  [QueueStatus.noShow]: "queue.no_show",
  [QueueStatus.cancelled]: "queue.cancelled",
};

/** The event of a queue visit that now has `status` (a join is `waiting`); the join passes its row as `data`. */
export async function recordQueueVisitEvent(
  tx: Kysely<Database>,
  visit: { vendorId: number; id: number; status: number; data?: Record<string, unknown> },
  now: Date,
): Promise<void> {
  const type = QUEUE_EVENT_OF[visit.status];
  if (type) await recordWebhookEvent(tx, { vendorId: visit.vendorId, type, data: () => visit.data ?? queueVisitData(tx, visit.id), now });
}

/** `booked`, `rescheduled`, `cancelled` or `checked_in` of an appointment. */
export async function recordAppointmentEvent(
  tx: Kysely<Database>,
  type: Extract<WebhookEventType, `appointment.${string}`>,
  appointment: { vendorId: number; id: number },
  now: Date,
): Promise<void> {
  await recordWebhookEvent(tx, { vendorId: appointment.vendorId, type, data: () => appointmentData(tx, appointment.id), now });
}
