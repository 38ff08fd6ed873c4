/**
 * The event bus of instances sharing one PostgreSQL: `publish` sends a NOTIFY on `qb_live`, and
 * one dedicated connection per instance LISTENs and hands every notice to the local listeners.
 * The publisher hears its own notices too, so events are never also delivered locally (that
 * would deliver them twice).
 */
import type { FastifyBaseLogger } from "fastify";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import * as v from "valibot";
import { LIVE_EVENTS, type LiveEvent } from "../../../widget/src/contract/index.js";
import type { Database } from "../db/schema.js";
import type { EventBus } from "./event-bus.js";

/** The NOTIFY channel every instance listens on. */
export const LIVE_NOTIFY_CHANNEL = "qb_live";
/** NOTIFY payloads are capped at 8000 bytes; larger events travel through `live_events`. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7000;
/** Long enough for every instance to read an oversized event back, short enough to stay small. */
const OVERFLOW_RETENTION_MS = 10 * 60_000;
/** Pruning is opportunistic; once a minute per instance is plenty. */
const PRUNE_EVERY_MS = 60_000;

export type LiveLogger = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export interface PostgresEventBusOptions {
  /** First reconnect delay; doubles per failed attempt up to `reconnectMaxMs`. */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
}

const NoticeSchema = v.union([
  v.object({ ref: v.pipe(v.number(), v.integer()) }),
  v.object({ channel: v.string(), event: v.picklist(LIVE_EVENTS), data: v.unknown() }),
]);

const silentLogger: LiveLogger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Starts listening and resolves once the first LISTEN is in place (or has failed, in which case
 * it keeps retrying in the background): an app that is ready receives every later event.
 */
export async function createPostgresEventBus(
  connectionString: string,
  db: Kysely<Database>,
  logger: LiveLogger = silentLogger,
  options: PostgresEventBusOptions = {},
): Promise<EventBus> {
  const reconnectMinMs = options.reconnectMinMs ?? 250;
  const reconnectMaxMs = options.reconnectMaxMs ?? 10_000;
  const listeners = new Set<(event: LiveEvent) => void>();
  let active: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let lastPrune = 0;
  // Notices are handled one after another so an oversized event read back from the table does
  // not overtake the small events sent after it.
  let received: Promise<void> = Promise.resolve();

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString, keepAlive: true });
    active = client;
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client, undefined));
    client.on("notification", (message) => {
      if (message.channel !== LIVE_NOTIFY_CHANNEL || message.payload === undefined) return;
      const payload = message.payload;
      received = received.then(() => receive(payload));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_NOTIFY_CHANNEL}`);
    } catch (error) {
      lost(client, error);
      client.end().catch(() => {});
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    if (failures > 0) logger.info({ attempts: failures }, "live events: listening again");
    failures = 0;
  }

  /** Called for every error or end of a client; only the first call for the current one counts. */
  function lost(client: pg.Client, error: unknown): void {
    if (client !== active || closed) return;
    active = undefined;
    const delay = Math.min(reconnectMaxMs, reconnectMinMs * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    logger.warn({ err: error, retryInMs: Math.round(delay) }, "live events: listening connection lost; events are missed until it is back");
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, delay);
    reconnectTimer.unref();
  }

  async function receive(payload: string): Promise<void> {
    try {
      const event = await decode(payload);
      if (!event) return;
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          logger.error({ err: error }, "live events: a listener failed");
        }
      }
    } catch (error) {
      logger.error({ err: error }, "live events: could not read a notice");
    }
  }

  async function decode(payload: string): Promise<LiveEvent | undefined> {
    const parsed = v.safeParse(NoticeSchema, JSON.parse(payload));
    if (!parsed.success) {
      logger.warn({ payload: payload.slice(0, 200) }, "live events: ignored a malformed notice");
      return undefined;
    }
    const notice = parsed.output;
    if (!("ref" in notice)) return notice;
    const row = await db.selectFrom("live_events").selectAll().where("id", "=", notice.ref).executeTakeFirst();
    if (!row) {
      logger.warn({ ref: notice.ref }, "live events: oversized event already gone");
      return undefined;
    }
    const event = v.safeParse(NoticeSchema, { channel: row.channel, event: row.event, data: JSON.parse(row.data) as unknown });
    return event.success && !("ref" in event.output) ? event.output : undefined;
  }

  async function prune(now: Date): Promise<void> {
    if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now.getTime();
    const before = new Date(now.getTime() - OVERFLOW_RETENTION_MS).toISOString();
    await db.deleteFrom("live_events").where("created_at", "<", before).execute();
  }

  await connect();

  return {
    async publish(event) {
      let payload = JSON.stringify({ channel: event.channel, event: event.event, data: event.data });
      if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) {
        const now = new Date();
        const row = await db
          .insertInto("live_events")
          .values({ channel: event.channel, event: event.event, data: JSON.stringify(event.data), created_at: now.toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        payload = JSON.stringify({ ref: row.id });
        prune(now).catch((error: unknown) => logger.warn({ err: error }, "live events: pruning old oversized events failed"));
      }
      await sql`select pg_notify(${LIVE_NOTIFY_CHANNEL}, ${payload})`.execute(db);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const client = active;
      active = undefined;
      listeners.clear();
      await client?.end().catch(() => {});
      await received;
    },
  };
}
