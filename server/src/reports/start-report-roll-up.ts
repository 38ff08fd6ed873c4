/** Runs the reports' roll-up inside the server every `REPORTS_ROLL_UP_SECONDS`, and stops it (after a run in flight) when the server closes. */
import type { FastifyInstance } from "fastify";
import { createOutageLog } from "../db/outage-log.js";
import { repeatingTask } from "../time/repeating-task.js";
import { rollUpReports } from "./roll-up.js";

export function startReportRollUp(app: FastifyInstance): void {
  const { ctx } = app;
  // While the database is down each run fails; the next one is the retry.
  const outages = createOutageLog(app.log, "reports roll-up");
  const task = repeatingTask(
    async () => {
      await rollUpReports(ctx.db, { now: ctx.clock.now() });
      outages.recovered();
    },
    ctx.config.reportsRollUpMs,
    (error) => {
      if (!outages.report(error)) app.log.error({ err: error }, "reports roll-up failed");
    },
  );
  task.start();
  app.addHook("onClose", () => task.stop());
}
