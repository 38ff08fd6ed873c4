/**
 * `WaitTimeRecalculated` is a delta: a location's subscribers hear only the expected starts that
 * changed, so a change at the end of a long line costs a few hundred bytes, not the whole line.
 * Whatever the change, the delta applied to what a subscriber held equals a fresh computation of
 * the line from the database.
 */
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { locationChannel } from "#contract";
import { fillLine } from "../../../bench/fill-line.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { freshStarts } from "../../helpers/line-starts.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { issueToken, patchStatus } from "../routes/staff/staff-fixtures.js";
import { connectLive, wsBase, type LiveClient, type LiveFrame } from "./live-client.js";

const LINE_LENGTH = 300;
type WaitItem = { id: number; attributes: { expected_start: string | null; left?: true } };
const items = (frame: LiveFrame) => (frame.data ?? []) as WaitItem[];

describeEachDialect("WaitTimeRecalculated deltas", (server) => {
  let ids: DemoIds;
  let channel: string;
  const clients: LiveClient[] = [];

  /** A subscriber of the line that also records the size of every frame it receives. */
  const subscriber = async () => {
    const client = await connectLive(`${wsBase(server().app)}/live?vendor=demo`);
    clients.push(client);
    const sizes: number[] = [];
    client.socket.on("message", (data: Buffer) => sizes.push(data.byteLength));
    expect(await client.subscribe(channel)).toEqual({ event: "subscribed", channel });
    return { client, sizes };
  };

  /** Every waiting client's expected start, as a fresh computation from the database gives it. */
  const storedLine = () => freshStarts(server(), ids.location("downtown"));

  /** What a subscriber holding `before` shows after the delta: null means left or no estimate. */
  const applied = (before: Map<number, string | null>, delta: WaitItem[]) => {
    const after = new Map(before);
    for (const item of delta) after.set(item.id, item.attributes.expected_start);
    return new Map([...after].filter(([, start]) => start !== null));
  };
  const withEstimates = (line: Map<number, string | null>) => new Map([...line].filter(([, start]) => start !== null));

  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    channel = locationChannel(ids.location("downtown"));
    await fillLine(server().store.db, ids.vendor, ids.location("downtown"), ids.service("deposits"), LINE_LENGTH, server().clock.now());
    server().app.ctx.lines.forget();
    await server().app.listen({ port: 0, host: "127.0.0.1" });
  }, 60_000);
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  it("a join at the end of a long line sends only the joiner's estimate, in well under 2 KB", async () => {
    const { client, sizes } = await subscriber();
    const before = await storedLine();
    expect(before.size).toBeGreaterThanOrEqual(LINE_LENGTH);
    const joined = await joinDowntown(server(), ids);
    const frame = await client.next((f) => f.event === "WaitTimeRecalculated" && items(f).some((w) => w.id === joined.id), 15_000);
    // With its range, as the join answered it.
    expect(items(frame)).toEqual([{ id: joined.id, attributes: { expected_start: joined.expectedStart, expected_start_p90: joined.expectedStartP90 } }]);
    expect(Math.max(...sizes)).toBeLessThan(2048);
    expect(applied(before, items(frame))).toEqual(withEstimates(await storedLine()));
  });

  it("a cancel mid-line sends the cancelled place (null) and only rows behind it, never one ahead", async () => {
    const { client } = await subscriber();
    const before = await storedLine();
    const waiting = [...before.keys()];
    const cancelled = waiting[Math.floor(waiting.length / 2)];
    if (cancelled === undefined) throw new Error("the line is empty");
    const res = await server().call({
      method: "PATCH",
      url: `/api/v2/open/queue-appointments/${cancelled}`,
      payload: { data: { id: cancelled, type: "queue-appointments", attributes: { status: 4, confirm_code: "BENCH000" } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const frame = await client.next((f) => f.event === "WaitTimeRecalculated" && items(f).some((w) => w.id === cancelled), 15_000);
    const delta = items(frame);
    expect(delta.find((w) => w.id === cancelled)).toEqual({ id: cancelled, attributes: { expected_start: null, left: true } });
    expect(delta.every((w) => w.id >= cancelled)).toBe(true);
    expect(applied(before, delta)).toEqual(withEstimates(await storedLine()));
  });

  it("a staff start: the delta applied to the line held before equals the line stored after", async () => {
    const { client } = await subscriber();
    const before = await storedLine();
    const [first] = before.keys();
    if (first === undefined) throw new Error("the line is empty");
    const token = await issueToken(server(), "ben");
    const res = await patchStatus(server(), token, first, { status: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const frame = await client.next((f) => f.event === "WaitTimeRecalculated" && items(f).some((w) => w.id === first), 15_000);
    expect(items(frame).find((w) => w.id === first)).toEqual({ id: first, attributes: { expected_start: null, left: true } });
    expect(applied(before, items(frame))).toEqual(withEstimates(await storedLine()));
  });

  it("serialises an event once: every subscriber's socket is handed the same bytes", async () => {
    const subscribers = await Promise.all([subscriber(), subscriber(), subscriber()]);
    const send = vi.spyOn(WebSocket.prototype, "send");
    const joined = await joinDowntown(server(), ids);
    await Promise.all(
      subscribers.map(({ client }) => client.next((f) => f.event === "WaitTimeRecalculated" && items(f).some((w) => w.id === joined.id), 15_000)),
    );
    const handed = send.mock.calls
      .map(([data]) => data)
      .filter(
        (data) => Buffer.isBuffer(data) && data.toString("utf8").includes('"WaitTimeRecalculated"') && data.toString("utf8").includes(`"id":${joined.id}`),
      );
    expect(handed).toHaveLength(subscribers.length);
    expect(new Set(handed).size).toBe(1);
  });
});
