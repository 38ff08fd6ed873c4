import { afterEach, beforeAll, expect, it } from "vitest";
import { appointmentChannel, locationChannel } from "#contract";
import { buildApp } from "../../../server/src/app.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { describeEachDialect, type TestServer } from "../../helpers/test-server.js";
import { connectLive, wsBase, type LiveClient, type LiveFrame } from "./live-client.js";

const cancelBody = (id: number, code: string) => ({
  data: { id, type: "queue-appointments", attributes: { status: 4, confirm_code: code } },
});

const waitTimes = (frame: LiveFrame) => frame.data as { id: number; attributes: { expected_start: string | null } }[];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDialect("GET /live", (server) => {
  let ids: DemoIds;
  let url: string;
  const clients: LiveClient[] = [];
  const open = async (query = "?vendor=demo", options = {}) => {
    const client = await connectLive(`${url}/live${query}`, options);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    await server().app.listen({ port: 0, host: "127.0.0.1" });
    url = wsBase(server().app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  it("sends a location's subscribers the new expected starts when someone joins", async () => {
    const client = await open();
    const channel = locationChannel(ids.location("downtown"));
    expect(await client.subscribe(channel)).toEqual({ event: "subscribed", channel });
    const joined = await joinDowntown(server(), ids);
    const frame = await client.next((f) => f.event === "WaitTimeRecalculated" && waitTimes(f).some((w) => w.id === joined.id));
    expect(frame.channel).toBe(channel);
    const read = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${joined.id}?code=${joined.code}` });
    const { expected_start: expectedStart, expected_start_p90: p90 } = read.json().data.attributes as Record<string, string>;
    expect(expectedStart).toEqual(expect.any(String));
    expect(p90).toEqual(expect.any(String));
    expect(waitTimes(frame).find((w) => w.id === joined.id)).toEqual({ id: joined.id, attributes: { expected_start: expectedStart, expected_start_p90: p90 } });
  });

  it("tells an appointment's subscriber, who knows its code, that it was cancelled", async () => {
    const joined = await joinDowntown(server(), ids);
    const client = await open();
    const channel = appointmentChannel(joined.id);
    expect(await client.subscribe(channel, joined.code.toLowerCase())).toEqual({ event: "subscribed", channel });
    const res = await server().call({ method: "PATCH", url: `/api/v2/open/queue-appointments/${joined.id}`, payload: cancelBody(joined.id, joined.code) });
    expect(res.statusCode).toBe(200);
    const frame = await client.next((f) => f.event === "ManageQueueAppointmentUpdated");
    expect(frame).toMatchObject({ channel, data: { id: joined.id, attributes: { status: 4, expected_start: null, position: null } } });
  });

  it("closes a connection that keeps presenting wrong confirm codes, so codes cannot be guessed over one socket", async () => {
    const joined = await joinDowntown(server(), ids);
    const client = await open();
    const channel = appointmentChannel(joined.id);
    for (let i = 0; i < 4; i++) {
      expect(await client.subscribe(channel, `GUESS00${i}`)).toMatchObject({ event: "error", code: "forbidden" });
    }
    client.send({ action: "subscribe", channel, code: "GUESS004" });
    expect(await client.closed).toBe(1008);
  });

  it("refuses an appointment channel without the right code, and another vendor's or an unknown location", async () => {
    const joined = await joinDowntown(server(), ids);
    const client = await open();
    const channel = appointmentChannel(joined.id);
    for (const code of ["WRONGCOD", undefined, ""]) {
      expect(await client.subscribe(channel, code)).toMatchObject({ event: "error", code: "forbidden", channel });
    }
    const foreign = await demoIds(server().store.db, "city-permits");
    for (const id of [foreign.location("city-hall"), 999_999, 9_999_999_999]) {
      expect(await client.subscribe(locationChannel(id))).toMatchObject({ event: "error", code: "not_found", channel: locationChannel(id) });
    }
    // Another vendor's own connection may follow its location.
    const other = await open("?vendor=city-permits");
    expect(await other.subscribe(locationChannel(foreign.location("city-hall")))).toMatchObject({ event: "subscribed" });
  });

  it("answers bad frames with error frames and keeps the connection open", async () => {
    const client = await open();
    const cases: [unknown, string][] = [
      ["{not json", "invalid_message"],
      [{ action: "dance" }, "invalid_message"],
      [{ channel: "location.1" }, "invalid_message"],
      [{ action: "subscribe" }, "invalid_message"],
      [[1, 2], "invalid_message"],
      [{ action: "subscribe", channel: "staff.1" }, "unknown_channel"],
      [{ action: "unsubscribe", channel: "location.x" }, "unknown_channel"],
    ];
    for (const [message, code] of cases) {
      const before = client.frames.length;
      client.send(message);
      const frame = await client.next((f) => client.frames.indexOf(f) >= before);
      expect(frame).toMatchObject({ event: "error", code, message: expect.any(String) });
    }
    const before = client.frames.length;
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.next((f) => client.frames.indexOf(f) >= before)).toMatchObject({ event: "error", code: "invalid_message" });
    client.send({ action: "ping" });
    expect(await client.next((f) => f.event === "pong")).toEqual({ event: "pong" });
  });

  it("closes a connection that sends a frame over 4 KB with 1009, and keeps serving others", async () => {
    const bystander = await open();
    const client = await open();
    client.send({ action: "subscribe", channel: "location.1", code: "x".repeat(5000) });
    expect(await client.closed).toBe(1009);
    bystander.send({ action: "ping" });
    await bystander.next((f) => f.event === "pong");
    const fresh = await open();
    fresh.send({ action: "ping" });
    await fresh.next((f) => f.event === "pong");
  });

  it("allows 20 subscriptions per connection", async () => {
    const db = server().store.db;
    const template = await db.selectFrom("locations").selectAll().where("id", "=", ids.location("downtown")).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    const extra = await db
      .insertInto("locations")
      .values(Array.from({ length: 16 }, (_, i) => ({ ...copy, key: `live-limit-${i}`, visibility: "private" })))
      .returning("id")
      .execute();
    const channels = [...["downtown", "riverside", "harbor", "uptown", "toronto"].map((key) => ids.location(key)), ...extra.map((row) => row.id)].map(
      locationChannel,
    );
    expect(channels).toHaveLength(21);
    const client = await open();
    for (const channel of channels.slice(0, 20)) expect(await client.subscribe(channel)).toEqual({ event: "subscribed", channel });
    // Subscribing again to a followed channel is no new subscription.
    expect(await client.subscribe(channels[0] as string)).toEqual({ event: "subscribed", channel: channels[0] });
    const last = channels[20] as string;
    expect(await client.subscribe(last)).toMatchObject({ event: "error", code: "too_many_subscriptions", channel: last });
    client.send({ action: "unsubscribe", channel: channels[0] });
    await client.next((f) => f.event === "unsubscribed");
    expect(await client.subscribe(last)).toEqual({ event: "subscribed", channel: last });
  });

  it("stops sending a channel's events after unsubscribe", async () => {
    const channel = locationChannel(ids.location("downtown"));
    const leaving = await open();
    const staying = await open();
    await leaving.subscribe(channel);
    await staying.subscribe(channel);
    leaving.send({ action: "unsubscribe", channel });
    expect(await leaving.next((f) => f.event === "unsubscribed")).toEqual({ event: "unsubscribed", channel });
    const joined = await joinDowntown(server(), ids);
    await staying.next((f) => f.event === "WaitTimeRecalculated" && waitTimes(f).some((w) => w.id === joined.id));
    await sleep(100);
    expect(leaving.frames.filter((f) => f.event === "WaitTimeRecalculated")).toEqual([]);
  });

  it("answers the client's ping with pong", async () => {
    const client = await open();
    client.send({ action: "ping" });
    expect(await client.next((f) => f.event === "pong")).toEqual({ event: "pong" });
  });

  it("refuses an unknown vendor with vendor_not_found and 1008; without ?vendor the default vendor applies", async () => {
    const unknown = await open("?vendor=no-such-vendor");
    expect(await unknown.next((f) => f.event === "error")).toMatchObject({ code: "vendor_not_found" });
    expect(await unknown.closed).toBe(1008);
    const byDefault = await open("");
    const channel = locationChannel(ids.location("downtown"));
    expect(await byDefault.subscribe(channel)).toEqual({ event: "subscribed", channel });
  });

  it("counts its connections for the bench", async () => {
    const before = server().app.live.connectionCount();
    const client = await open();
    expect(server().app.live.connectionCount()).toBe(before + 1);
    await client.close();
    await sleep(50);
    expect(server().app.live.connectionCount()).toBe(before);
  });

  it("pings every interval and drops a client that does not answer", async () => {
    const app = await extraApp(server(), { heartbeatIntervalMs: 40 });
    try {
      const base = wsBase(app);
      const silent = await connectLive(`${base}/live?vendor=demo`, { autoPong: false });
      const healthy = await connectLive(`${base}/live?vendor=demo`);
      let pings = 0;
      healthy.socket.on("ping", () => (pings += 1));
      expect(await silent.closed).toBe(1006);
      await sleep(150);
      expect(pings).toBeGreaterThanOrEqual(2);
      expect(healthy.socket.readyState).toBe(healthy.socket.OPEN);
      await healthy.close();
    } finally {
      await app.close();
    }
  });

  it("tells every connection to read its state again when events may have been missed, and keeps its subscriptions", async () => {
    const subscribed = await open();
    const idle = await open();
    const channel = locationChannel(ids.location("downtown"));
    await subscribed.subscribe(channel);
    await idle.send({ action: "ping" });
    await idle.next((f) => f.event === "pong");
    server().app.ctx.bus.eventsMissed();
    expect(await subscribed.next((f) => f.event === "resync")).toEqual({ event: "resync" });
    expect(await idle.next((f) => f.event === "resync")).toEqual({ event: "resync" });
    const joined = await joinDowntown(server(), ids);
    await subscribed.next((f) => f.event === "WaitTimeRecalculated" && waitTimes(f).some((w) => w.id === joined.id));
  });

  it("says goodbye before shutting down: a disconnect notice, then close code 1012", async () => {
    const app = await extraApp(server(), { reconnectAfterMs: 100 });
    const client = await connectLive(`${wsBase(app)}/live?vendor=demo`);
    await client.subscribe(locationChannel(ids.location("downtown")));
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await client.closed).toBe(1012);
    const notice = client.frames.at(-1);
    expect(notice).toMatchObject({ event: "disconnect", reason: "shutdown", reconnect_after_ms: expect.any(Number) });
    expect(notice?.reconnect_after_ms).toBeGreaterThanOrEqual(100);
    expect(notice?.reconnect_after_ms).toBeLessThan(200);
  });
});

/** A second, listening app on the same store, with its own live timings. */
async function extraApp(server: TestServer, live: NonNullable<Parameters<typeof buildApp>[0]["live"]>) {
  const app = await buildApp({ config: server.config, store: server.store, clock: server.clock, logger: false, live });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app;
}
