/**
 * Two instances on one PostgreSQL, pages subscribed on both, and the database restarts (a crash,
 * `pg_ctl -m immediate`, then a start) on a cluster of this file's own. Each instance's listening
 * connection drops, and what is published before it listens again is gone; no subscriber may be
 * left without either the event or a resync after it. Meanwhile a new subscription is refused
 * with `service_unavailable` and close 1013, so the client comes back and subscribes again.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appointmentChannel, locationChannel } from "#contract";
import { canCrashPostgres, startCrashablePostgres, type CrashablePostgres } from "../../helpers/crashable-postgres.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinBody } from "../../helpers/join-body.js";
import { connectLive, wsBase, type LiveClient, type LiveFrame } from "./live-client.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!canCrashPostgres)("live events across a database restart, two instances", () => {
  let pg: CrashablePostgres;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let ids: DemoIds;
  const clients: LiveClient[] = [];
  /** When each frame arrived, for "a resync after the change". */
  const arrivals = new Map<LiveFrame, number>();
  const open = async (app: FastifyInstance) => {
    const client = await connectLive(`${wsBase(app)}/live?vendor=demo`);
    client.socket.on("message", () => {
      const last = client.frames.at(-1);
      if (last) arrivals.set(last, Date.now());
    });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    pg = await startCrashablePostgres({ DATABASE_CONNECT_TIMEOUT_MS: "1000" });
    a = await pg.instance();
    b = await pg.instance();
    await a.listen({ port: 0, host: "127.0.0.1" });
    await b.listen({ port: 0, host: "127.0.0.1" });
    ids = await demoIds(a.ctx.db);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await pg?.close();
  });

  /** Joins downtown through `app`, retrying while the database is still coming back. */
  async function join(app: FastifyInstance, first_name: string): Promise<{ id: number; code: string }> {
    for (let attempt = 0; ; attempt += 1) {
      const csrf = await app.inject({ method: "GET", url: "/api/v2/open/csrf", headers: { "x-vendor": "demo" } });
      const res =
        csrf.statusCode === 200
          ? await app.inject({
              method: "POST",
              url: "/api/v2/open/queue-appointments",
              headers: { "x-vendor": "demo", "x-csrf-token": (csrf.json() as { token: string }).token },
              payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, { first_name }, [
                { question_id: ids.question("member"), value: 1 },
              ]),
            })
          : csrf;
      if (res.statusCode === 201) {
        const data = (res.json() as { data: { id: number; attributes: { confirm_code: string } } }).data;
        return { id: data.id, code: data.attributes.confirm_code };
      }
      expect(res.statusCode, res.body).toBe(503);
      if (attempt > 200) throw new Error("the database did not come back");
      await sleep(50);
    }
  }

  const waitTimesInclude = (id: number) => (frame: LiveFrame) =>
    frame.event === "WaitTimeRecalculated" && (frame.data as { id: number }[]).some((entry) => entry.id === id);

  it("leaves no subscriber of either instance without the event or a resync after it", async () => {
    const downtown = locationChannel(ids.location("downtown"));
    const waiting = await join(a, "Waiting");
    const subscribers = [await open(a), await open(b), await open(a), await open(b)];
    for (const [index, client] of subscribers.entries()) {
      await client.subscribe(downtown);
      // Half of them also follow the waiting client's own page.
      if (index % 2 === 0) await client.subscribe(appointmentChannel(waiting.id), waiting.code);
    }

    await pg.cluster.crash();
    await sleep(500);
    await pg.cluster.start();
    // Changes at once, through both instances, likely before either listens again.
    const sent = Date.now();
    const joined = await join(a, "Restart");
    const cancel = await b.inject({
      method: "PATCH",
      url: `/api/v2/open/queue-appointments/${waiting.id}`,
      headers: {
        "x-vendor": "demo",
        "x-csrf-token": (await b.inject({ method: "GET", url: "/api/v2/open/csrf", headers: { "x-vendor": "demo" } })).json<{ token: string }>().token,
      },
      payload: { data: { id: waiting.id, type: "queue-appointments", attributes: { status: 4, confirm_code: waiting.code } } },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const resyncAfter = (client: LiveClient) => client.frames.some((f) => f.event === "resync" && (arrivals.get(f) ?? 0) >= sent);
    const covered = (client: LiveClient, index: number) =>
      resyncAfter(client) ||
      (client.frames.some(waitTimesInclude(joined.id)) &&
        (index % 2 !== 0 || client.frames.some((f) => f.channel === appointmentChannel(waiting.id) && f.event === "ManageQueueAppointmentUpdated")));
    for (let waited = 0; !subscribers.every(covered) && waited < 30_000; waited += 100) await sleep(100);
    expect(subscribers.map(covered)).toEqual([true, true, true, true]);
    // Both listening connections dropped, so every socket was told to re-read.
    for (const client of subscribers) await client.next((f) => f.event === "resync", 30_000);

    // Listening again: the next change arrives as an event everywhere, on the sockets kept open.
    const later = await join(b, "Later");
    for (const client of subscribers) await client.next(waitTimesInclude(later.id));
  });

  it("refuses a subscription while the database is down with service_unavailable and close 1013", async () => {
    const client = await open(b);
    await pg.cluster.crash();
    try {
      client.send({ action: "subscribe", channel: locationChannel(ids.location("downtown")) });
      expect(await client.next((f) => f.event === "error")).toMatchObject({ code: "service_unavailable" });
      expect(await client.closed).toBe(1013);
    } finally {
      await pg.cluster.start();
    }
    // The client's reconnect: refused while the database starts, then subscribed.
    for (let attempt = 0; ; attempt += 1) {
      const again = await open(b);
      const answer = await again.subscribe(locationChannel(ids.location("downtown")));
      if (answer.event === "subscribed") break;
      expect(answer).toMatchObject({ code: "service_unavailable" });
      if (attempt > 100) throw new Error("never subscribed again");
      await again.closed;
      await sleep(100);
    }
  });
});
