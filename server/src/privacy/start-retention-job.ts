/** Runs the retention job inside the server every `RETENTION_INTERVAL_MINUTES`, and stops it (after a run in flight) when the server closes. */
import type { FastifyInstance } from "fastify";
import { createOutageLog } from "../db/outage-log.js";
import { repeatingTask } from "../time/repeating-task.js";
import { runRetention } from "./retention-job.js";

export function startRetentionJob(app: FastifyInstance): void {
  const { ctx } = app;
  // While the database is down each run fails; the next one is the retry.
  const outages = createOutageLog(app.log, "retention job");
  const task = repeatingTask(
    async () => {
      const result = await runRetention(ctx.db, { now: ctx.clock.now() });
      outages.recovered();
      if (result.visits || result.bookings || result.feedback) app.log.info(result, "retention job: erased personal data past the vendors' retention");
    },
    ctx.config.retentionIntervalMs,
    (error) => {
      if (!outages.report(error)) app.log.error({ err: error }, "retention job failed");
    },
  );
  task.start();
  app.addHook("onClose", () => task.stop());
}
