/**
 * Marks missed in-person bookings: a booking still confirmed and not checked in
 * `no_show_grace_minutes` (the vendor's) after its start becomes a no-show (3), its granules are
 * freed, the audit trail says the server did it, and its page, the location's staff and the line
 * hear it live. Each booking is one UPDATE guarded by "confirmed and not checked in", so several
 * instances sweeping one PostgreSQL mark each booking once, and a client checking in at the same
 * moment either wins or finds it a no-show.
 *
 * Phone and video bookings are not marked: the staff member makes the call, so a late start is
 * not the client's absence; staff mark those no-shows themselves once they tried.
 */
import type { Kysely } from "kysely";
import { AppointmentStatus, MeetingMethod } from "#contract";
import { createOutageLog } from "../db/outage-log.js";
import type { AppointmentRow, Database } from "../db/schema.js";
import type { EventBus } from "../live/event-bus.js";
import type { LineModels } from "../queue/line/line-models.js";
import type { NotificationLogger } from "../notifications/notification-logger.js";
import { SYSTEM_ACTOR } from "../staff/staff-audit.js";
import type { Clock } from "../time/clock.js";
import { repeatingTask } from "../time/repeating-task.js";
import { findVendorById } from "../vendors/vendor-repository.js";
import type { Vendor } from "../vendors/vendor.js";
import { applyAppointmentChange } from "./apply-appointment-change.js";
import { publishAppointmentChanges } from "./appointment-events.js";

export interface NoShowSweepOptions {
  db: Kysely<Database>;
  bus: EventBus;
  lines: LineModels;
  clock: Clock;
  logger: NotificationLogger;
  /** Time between sweeps; default 30 s (grace periods are whole minutes). */
  intervalMs?: number;
}

export interface NoShowSweep {
  /** Sweeps once at `now` (default the clock's); answers how many bookings it marked. */
  runOnce(now?: Date): Promise<number>;
  start(): void;
  /** Stops sweeping and waits for a sweep in flight. */
  stop(): Promise<void>;
}

/** Candidates are read in pages, oldest first. */
const PAGE = 100;
/** The shortest grace a vendor may set: nothing younger can be due. */
const MIN_GRACE_MS = 60_000;

export function createNoShowSweep(options: NoShowSweepOptions): NoShowSweep {
  const { db, clock, logger } = options;
  const intervalMs = options.intervalMs ?? 30_000;

  async function runOnce(now = clock.now()): Promise<number> {
    const vendors = new Map<number, Vendor | undefined>();
    const marked: AppointmentRow[] = [];
    let after: Pick<AppointmentRow, "starts_at" | "id"> | undefined;
    for (;;) {
      const page = await candidates(db, now, after);
      for (const row of page) {
        if (!vendors.has(row.vendor_id)) vendors.set(row.vendor_id, await findVendorById(db, row.vendor_id));
        const grace = vendors.get(row.vendor_id)?.settings.client_view.no_show_grace_minutes;
        if (grace === undefined || Date.parse(row.starts_at) + grace * 60_000 > now.getTime()) continue;
        const result = await applyAppointmentChange(db, {
          booking: row,
          to: AppointmentStatus.noShow,
          action: "no_show",
          requireNotCheckedIn: true,
          actor: SYSTEM_ACTOR,
          now,
        });
        if (result.kind === "changed") marked.push(row);
      }
      after = page[page.length - 1];
      if (page.length < PAGE) break;
    }
    if (marked.length) await publishAppointmentChanges({ db, bus: options.bus, lines: options.lines }, marked);
    return marked.length;
  }

  // While the database is down each sweep fails; the next one, 30 s on, is the retry.
  const outages = createOutageLog(logger, "no-show sweep");
  const task = repeatingTask(
    async () => {
      const count = await runOnce();
      outages.recovered();
      if (count) logger.info({ count }, "no-show sweep: marked missed bookings");
    },
    intervalMs,
    (error) => {
      if (!outages.report(error)) logger.error({ err: error }, "no-show sweep failed");
    },
  );

  return { runOnce, start: task.start, stop: task.stop };
}

/** In-person bookings still confirmed and not checked in that started at least a minute ago, after `after`. */
function candidates(db: Kysely<Database>, now: Date, after: Pick<AppointmentRow, "starts_at" | "id"> | undefined): Promise<AppointmentRow[]> {
  let query = db
    .selectFrom("appointments")
    .selectAll()
    .where("status", "=", AppointmentStatus.confirmed)
    .where("meeting_method", "=", MeetingMethod.inPerson)
    .where("checked_in_at", "is", null)
    .where("starts_at", "<=", new Date(now.getTime() - MIN_GRACE_MS).toISOString());
  if (after) {
    const { starts_at, id } = after;
    query = query.where((eb) => eb.or([eb("starts_at", ">", starts_at), eb.and([eb("starts_at", "=", starts_at), eb("id", ">", id)])]));
  }
  return query.orderBy("starts_at").orderBy("id").limit(PAGE).execute();
}
