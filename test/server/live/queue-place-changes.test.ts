/**
 * A manage page follows only its place's channel: after a staff action at a long line it gets
 * one small `QueuePlaceChanged` frame — its new estimate if it moved, how many ahead of it left —
 * and never the location's delta, on both databases. The estimate it is given is the one a fresh
 * computation of the line gives.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { appointmentChannel, type QueuePlaceChangedData, type WaitTimeRecalculatedData } from "#contract";
import { fillLine } from "../../../bench/fill-line.js";
import { createPlaceLines } from "../../../server/src/live/queue-place-changes.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { freshStarts } from "../../helpers/line-starts.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { issueToken, patchStatus } from "../routes/staff/staff-fixtures.js";
import { connectLive, wsBase, type LiveClient } from "./live-client.js";

const LINE_LENGTH = 300;

describe("a place's share of its line's change (pure)", () => {
  const item = (id: number, expected_start: string | null, left?: true) => ({ id, attributes: left ? { expected_start, left } : { expected_start } });

  it("gives each followed place its own estimate and how many ahead of it left, and nothing to the others", () => {
    const lines = createPlaceLines();
    for (const id of [10, 20, 30, 40]) lines.follow(id, 1);
    lines.follow(25, 2);
    const change: WaitTimeRecalculatedData = [
      item(15, null, true),
      item(22, null, true),
      item(30, "2026-11-28T16:00:00.000Z"),
      item(35, "2026-11-28T16:05:00.000Z"),
    ];
    expect(lines.changes(1, change)).toEqual([
      { channel: "queue-appointment.20", data: { id: 20, attributes: { moved_up: 1 } } },
      { channel: "queue-appointment.30", data: { id: 30, attributes: { expected_start: "2026-11-28T16:00:00.000Z", moved_up: 2 } } },
      { channel: "queue-appointment.40", data: { id: 40, attributes: { moved_up: 2 } } },
    ]);
    // Another line's change, and a place no longer followed.
    expect(lines.changes(2, [item(25, null, true)])).toEqual([
      { channel: "queue-appointment.25", data: { id: 25, attributes: { expected_start: null, moved_up: 0 } } },
    ]);
    lines.unfollow(25);
    expect(lines.changes(2, [item(25, null, true)])).toEqual([]);
  });

  it("carries the range with the place's own new estimate, in a frame well under the budget", () => {
    const lines = createPlaceLines();
    lines.follow(30_000, 1);
    const start = "2026-11-28T16:00:00.000Z";
    const p90 = "2026-11-28T16:12:00.000Z";
    const changes = lines.changes(1, [{ id: 30_000, attributes: { expected_start: start, expected_start_p90: p90 } }, item(15, null, true)]);
    expect(changes).toEqual([
      { channel: "queue-appointment.30000", data: { id: 30_000, attributes: { expected_start: start, expected_start_p90: p90, moved_up: 1 } } },
    ]);
    // The frame as the hub sends it (event, channel, data): the budget below is 300 bytes.
    const frame = JSON.stringify({ event: "QueuePlaceChanged", channel: changes[0]?.channel, data: changes[0]?.data });
    expect(Buffer.byteLength(frame)).toBeLessThan(250);
  });
});

describeEachDialect("QueuePlaceChanged", (server) => {
  let ids: DemoIds;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    await fillLine(server().store.db, ids.vendor, ids.location("downtown"), ids.service("deposits"), LINE_LENGTH, server().clock.now());
    server().app.ctx.lines.forget();
    await server().app.listen({ port: 0, host: "127.0.0.1" });
  }, 60_000);
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  /** A manage page's socket: its place's channel only, and every frame's size and event. */
  const page = async (id: number) => {
    const client = await connectLive(`${wsBase(server().app)}/live?vendor=demo`);
    clients.push(client);
    const frames: { bytes: number; event: unknown }[] = [];
    client.socket.on("message", (data: Buffer) => frames.push({ bytes: data.byteLength, event: JSON.parse(data.toString("utf8")).event }));
    expect(await client.subscribe(appointmentChannel(id), "BENCH000")).toMatchObject({ event: "subscribed" });
    return { client, frames };
  };

  it("a staff start at a line of 300: every page behind moves up one, in one frame of a few hundred bytes, with no location delta", async () => {
    const waiting = [...(await freshStarts(server(), ids.location("downtown"))).keys()];
    const [first, second] = waiting;
    const middle = waiting[Math.floor(waiting.length / 2)];
    const last = waiting[waiting.length - 1];
    if (first === undefined || second === undefined || middle === undefined || last === undefined) throw new Error("the line is short");
    const pages = await Promise.all([second, middle, last].map(async (id) => ({ id, ...(await page(id)) })));

    const token = await issueToken(server(), "ben");
    expect((await patchStatus(server(), token, first, { status: 5 })).statusCode).toBe(200);
    const after = await freshStarts(server(), ids.location("downtown"));
    for (const p of pages) {
      const frame = await p.client.next((f) => f.event === "QueuePlaceChanged", 15_000);
      const data = frame.data as QueuePlaceChangedData;
      expect(data.id).toBe(p.id);
      expect(data.attributes.moved_up).toBe(1);
      // Given only when it moved, and then the line's own figure.
      if (data.attributes.expected_start !== undefined) expect(data.attributes.expected_start).toBe(after.get(p.id));
      expect(frame.channel).toBe(appointmentChannel(p.id));
    }
    // Let any other frame arrive: none is the location's delta, and each is small.
    await server().app.ctx.lines.settled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const p of pages) {
      expect(p.frames.map((f) => f.event)).not.toContain("WaitTimeRecalculated");
      expect(Math.max(...p.frames.map((f) => f.bytes))).toBeLessThan(300);
    }
  });
});
