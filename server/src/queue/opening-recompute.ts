/**
 * Lines move when their location opens or closes: at opening the staff on duty start on the
 * people who joined while it was closed (and the first of them hears "you are next"), at closing
 * whoever was not served yet is estimated at the next opening. Nothing else changes the line
 * then, so each instance looks every few seconds for locations with waiting clients that opened
 * or closed within the last minutes, and recomputes and tells those lines (queue-events.ts).
 *
 * Several instances on one database: the first to claim a location's opening or closing does
 * the work, the others skip it (boundary-claim.ts), so clients hear it once. The look-back lets an
 * instance that was busy or restarting catch up; a line whose opening was missed altogether
 * (every instance down for longer) is recomputed by its next change, as before.
 */
import type { Kysely } from "kysely";
import { QueueStatus } from "#contract";
import type { Database } from "../db/schema.js";
import type { EventBus } from "../live/event-bus.js";
import { lastChangeBetween, locationHours } from "../locations/open-spans.js";
import type { NotificationLogger } from "../notifications/notification-logger.js";
import type { Clock } from "../time/clock.js";
import { repeatingTask, type RepeatingTask } from "../time/repeating-task.js";
import { claimBoundary, pruneBoundaryClaims, releaseBoundary } from "./boundary-claim.js";
import type { LineModels } from "./line/line-models.js";
import { afterQueueChange } from "./queue-events.js";

export interface OpeningRecomputeOptions {
  db: Kysely<Database>;
  bus: EventBus;
  lines: LineModels;
  clock: Clock;
  logger: NotificationLogger;
  /** Time between looks; default 15 s, so a line moves within 15 s of its opening. */
  intervalMs?: number;
  /** How far back an opening or closing is still acted on; default 15 minutes. */
  lookBackMs?: number;
}

export interface OpeningRecompute extends RepeatingTask {
  /** Looks once at `now` (default the clock's); answers the ids of the locations recomputed. */
  runOnce(now?: Date): Promise<number[]>;
}

export function createOpeningRecompute(options: OpeningRecomputeOptions): OpeningRecompute {
  const { db, bus, lines, clock, logger } = options;
  const intervalMs = options.intervalMs ?? 15_000;
  const lookBackMs = options.lookBackMs ?? 15 * 60_000;

  async function runOnce(now = clock.now()): Promise<number[]> {
    const since = new Date(now.getTime() - lookBackMs);
    const locations = await db
      .selectFrom("locations")
      .select(["id", "hours", "timezone", "temporarily_closed"])
      .where("id", "in", (eb) => eb.selectFrom("queue_appointments").select("location_id").where("status", "=", QueueStatus.waiting))
      .orderBy("id")
      .execute();
    const recomputed: number[] = [];
    for (const location of locations) {
      const change = lastChangeBetween(locationHours(location), since, now);
      if (change === null || !(await claimBoundary(db, location.id, change))) continue;
      try {
        await afterQueueChange({ db, bus, lines }, location.id, [], { anchor: true });
        recomputed.push(location.id);
      } catch (error) {
        // One line failing must not hold up the others; the next look tries this one again.
        logger.error({ err: error, location: location.id }, "opening hours: recompute failed");
        await releaseBoundary(db, location.id, change);
      }
    }
    await pruneBoundaryClaims(db, now);
    return recomputed;
  }

  const task = repeatingTask(
    async () => {
      const ids = await runOnce();
      if (ids.length) logger.info({ locations: ids }, "opening hours: lines recomputed at opening or closing");
    },
    intervalMs,
    (error) => logger.error({ err: error }, "opening hours: recompute failed"),
  );
  return { runOnce, start: task.start, stop: task.stop };
}
