/**
 * Expected starts now that they live in the line model, not in the rows: what a fresh
 * computation from the database gives (as a restart or another instance would work them out),
 * and what the server's own model holds. Tests ask both, and that they agree.
 */
import { expect } from "vitest";
import { freshLine } from "../../server/src/queue/line/load-lines.js";
import type { TestServer } from "./test-server.js";

const iso = (start: number | null | undefined) => (start == null ? null : new Date(start).toISOString());

/** Each waiting client's expected start (ISO, null: none) by a fresh computation from the database. */
export async function freshStarts(server: TestServer, locationId: number): Promise<Map<number, string | null>> {
  const line = await freshLine(server.store.db, locationId, server.clock.now());
  return new Map((line?.allStarts() ?? []).map((s) => [s.id, iso(s.start)]));
}

/** The expected start the server holds for a waiting client, checked against the fresh computation. */
export async function expectedStartOf(server: TestServer, locationId: number, id: number): Promise<string | null> {
  await server.app.ctx.lines.settled();
  const held = await server.app.ctx.lines.line(locationId);
  const served = iso(held?.startOf(id));
  expect(served, `the model and a fresh computation agree on ${id}`).toBe((await freshStarts(server, locationId)).get(id) ?? null);
  return served;
}
