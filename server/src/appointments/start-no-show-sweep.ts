/** Runs the no-show sweep inside the server, and stops it (after a sweep in flight) when the server closes. */
import type { FastifyInstance } from "fastify";
import { createNoShowSweep, type NoShowSweep } from "./no-show-sweep.js";

export function startNoShowSweep(app: FastifyInstance): NoShowSweep {
  const { ctx } = app;
  const sweep = createNoShowSweep({ db: ctx.db, bus: ctx.bus, lines: ctx.lines, clock: ctx.clock, logger: app.log });
  sweep.start();
  app.addHook("onClose", () => sweep.stop());
  return sweep;
}
