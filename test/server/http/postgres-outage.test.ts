/**
 * PostgreSQL crashes (`pg_ctl -m immediate stop`) under a steady stream of joins and reads, and
 * starts again. Every answer is quick and either a success or 503 `service_unavailable` with
 * `Retry-After`, never a 500; `/healthz` says the database is down meanwhile; the same server
 * takes joins again once it is back, without a restart; every acknowledged join is still there;
 * and the outage is logged a few times, not once per request or poll.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canCrashPostgres, startCrashablePostgres, type CrashablePostgres } from "../../helpers/crashable-postgres.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinBody } from "../../helpers/join-body.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  kind: "join" | "read";
  url: string;
  status: number;
  code: unknown;
  retryAfter: unknown;
  ms: number;
  at: number;
  id?: number;
}

interface LogLine {
  level: number;
  msg: string;
  source?: string;
}

describe.skipIf(!canCrashPostgres)("PostgreSQL crashing and starting again under joins and reads", () => {
  let pg: CrashablePostgres;
  let app: FastifyInstance;
  let ids: DemoIds;
  let csrf: string;
  const logs: LogLine[] = [];

  beforeAll(async () => {
    // One second to give up connecting: answers stay quick even while connects time out.
    pg = await startCrashablePostgres({ DATABASE_CONNECT_TIMEOUT_MS: "1000" });
    const stream = { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) };
    app = await pg.instance({ logger: { level: "info", stream }, startOutboxWorker: true, startNoShowSweep: true });
    ids = await demoIds(app.ctx.db);
    const token = await app.inject({ method: "GET", url: "/api/v2/open/csrf", headers: { "x-vendor": "demo" } });
    csrf = (token.json() as { token: string }).token;
  });
  afterAll(async () => {
    await pg?.close();
  });

  async function send(kind: Answer["kind"], options: InjectOptions & { url: string }): Promise<Answer> {
    const started = Date.now();
    const res = await app.inject({ ...options, headers: { "x-vendor": "demo", "x-csrf-token": csrf, ...(options.headers as object) } });
    const body = String(res.headers["content-type"] ?? "").includes("json") ? (res.json() as { code?: unknown; data?: { id?: number } }) : {};
    const id = kind === "join" && res.statusCode === 201 ? body.data?.id : undefined;
    return {
      kind,
      url: options.url,
      status: res.statusCode,
      code: body.code,
      retryAfter: res.headers["retry-after"],
      ms: Date.now() - started,
      at: Date.now(),
      id,
    };
  }

  let joined = 0;
  const join = () =>
    send("join", {
      method: "POST",
      url: "/api/v2/open/queue-appointments",
      payload: joinBody(
        { location_id: ids.location("downtown"), service_id: ids.service("deposits") },
        { first_name: `Client ${"abcdefghij"[joined++ % 10]}` },
        [{ question_id: ids.question("member"), value: 1 }],
      ),
    });
  const reads = (): string[] => [
    "/api/v2/open/locations",
    `/api/v2/open/queue-appointments-services/${ids.location("downtown")}`,
    "/api/v2/open/vendor",
    "/api/v3/open/booking/services",
  ];

  it("answers 503 with Retry-After while it is down, never 500, and recovers by itself with every acknowledged join kept", async () => {
    const answers: Answer[] = [];
    let running = true;
    const loop = async (next: () => Promise<Answer>) => {
      while (running) {
        answers.push(await next());
        await sleep(15);
      }
    };
    let readIndex = 0;
    const read = () => {
      const urls = reads();
      return send("read", { method: "GET", url: urls[readIndex++ % urls.length] ?? "/healthz" });
    };
    const workers = [loop(join), loop(join), loop(join), loop(read), loop(read)];

    await sleep(500);
    await pg.cluster.crash();
    const downAt = Date.now();
    await sleep(1_500);
    const health = await app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(503);
    expect(health.headers["retry-after"]).toBe("5");
    expect(health.json()).toMatchObject({ code: "service_unavailable" });
    await pg.cluster.start();
    const upAt = Date.now();
    for (let waited = 0; !answers.some((a) => a.kind === "join" && a.status === 201 && a.at > upAt) && waited < 20_000; waited += 100) {
      await sleep(100);
    }
    await sleep(300);
    running = false;
    await Promise.all(workers);

    const unexpected = answers.filter((a) => ![200, 201, 503].includes(a.status));
    expect(unexpected, JSON.stringify(unexpected.slice(0, 3))).toEqual([]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(10);
    for (const answer of refused) expect(answer).toMatchObject({ code: "service_unavailable", retryAfter: "5" });
    expect(refused.filter((a) => a.kind === "read").length).toBeGreaterThan(0);
    // Quick: refused at once or after the one-second connect timeout, never hanging.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(3_000);
    expect(answers.some((a) => a.kind === "join" && a.status === 201 && a.at < downAt)).toBe(true);
    expect(answers.some((a) => a.kind === "join" && a.status === 201 && a.at > upAt)).toBe(true);
    expect(answers.some((a) => a.kind === "read" && a.status === 200 && a.at > upAt)).toBe(true);

    const acknowledged = answers.flatMap((a) => (a.id === undefined ? [] : [a.id]));
    const stored = await app.ctx.db.selectFrom("queue_appointments").select("id").where("id", "in", acknowledged).execute();
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

    // A few lines about the outage, not one per refused request or failed poll.
    const outageLines = logs.filter((line) => line.level >= 40);
    expect(outageLines.length, JSON.stringify(outageLines.map((l) => l.msg))).toBeLessThan(12);
    expect(logs.filter((line) => line.level >= 50).map((l) => l.msg)).toEqual([]);
  });
});
