/**
 * The event bus of instances sharing one PostgreSQL: `publish` sends a NOTIFY on `qb_live`, and
 * one dedicated connection per instance LISTENs and hands every notice to the local listeners.
 * The publisher hears its own notices too, so events are never also delivered locally (that
 * would deliver them twice).
 *
 * NOTIFY reaches only the connections listening at that moment, so events can be lost: those
 * sent while this instance's listening connection was down (a database restart), an oversized
 * event already gone from `live_events` when it is read, and events never published because
 * their publish, or what precedes it, failed after the change committed. Each time the bus's
 * resync listeners hear it — for a lost connection once it listens again, so a re-read then
 * misses nothing that later events would not bring — and an unpublished event owes every
 * instance a `{"resync": true}` notice, sent as soon as the database takes it.
 */
import type { FastifyBaseLogger } from "fastify";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import * as v from "valibot";
import { LIVE_EVENTS, type LiveEvent } from "#contract";
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
  /** How long one attempt to open the listening connection may take (`DATABASE_CONNECT_TIMEOUT_MS`). */
  connectTimeoutMs?: number;
}

const NoticeSchema = v.union([
  v.object({ ref: v.pipe(v.number(), v.integer()) }),
  v.object({ resync: v.literal(true) }),
  v.object({ channel: v.string(), event: v.picklist(LIVE_EVENTS), data: v.unknown() }),
]);
const RESYNC_NOTICE = JSON.stringify({ resync: true });
/** A lost connection is reported at its first failed attempt, then at every this many. */
const REPORT_EVERY_ATTEMPTS = 20;

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
  const backoff = (attempts: number) => Math.min(reconnectMaxMs, reconnectMinMs * 2 ** attempts) * (0.5 + Math.random() / 2);
  const listeners = new Set<(event: LiveEvent) => void>();
  const resyncListeners = new Set<() => void>();
  let active: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let reconnects = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let lastPrune = 0;
  /** The listening connection was lost: events were missed until it listens again. */
  let missed = false;
  /** Failed publishes not yet made up for by a resync notice, and the notice's retry timer. */
  let owed = 0;
  let owedTimer: NodeJS.Timeout | undefined;
  // Notices are handled one after another so an oversized event read back from the table does
  // not overtake the small events sent after it.
  let received: Promise<void> = Promise.resolve();

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000 });
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
    if (client !== active) return;
    if (failures > 0) {
      reconnects += 1;
      logger.info({ attempts: failures }, "live events: listening again; every socket is told to read its state again");
    }
    failures = 0;
    if (missed) {
      missed = false;
      // In line with the notices still being handled, so no older event arrives after it.
      received = received.then(resync);
    }
  }

  /** Called for every error or end of a client; only the first call for the current one counts. */
  function lost(client: pg.Client, error: unknown): void {
    if (client !== active || closed) return;
    active = undefined;
    missed = true;
    const delay = backoff(failures);
    failures += 1;
    if (failures === 1 || failures % REPORT_EVERY_ATTEMPTS === 0) {
      logger.warn(
        { err: error, attempts: failures, retryInMs: Math.round(delay) },
        "live events: listening connection lost; events are missed until it is back",
      );
    }
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, delay);
    reconnectTimer.unref();
  }

  function each<T>(set: Set<T>, call: (listener: T) => void): void {
    for (const listener of set) {
      try {
        call(listener);
      } catch (error) {
        logger.error({ err: error }, "live events: a listener failed");
      }
    }
  }

  function resync(): void {
    each(resyncListeners, (listener) => listener());
  }

  async function receive(payload: string): Promise<void> {
    let event: LiveEvent | "resync" | undefined;
    try {
      event = await decode(payload);
    } catch (error) {
      // An oversized event that could not be read back is lost like one never heard.
      logger.warn({ err: error }, "live events: could not read a notice; every socket is told to read its state again");
      event = "resync";
    }
    if (event === "resync") resync();
    else if (event) each(listeners, (listener) => listener(event));
  }

  async function decode(payload: string): Promise<LiveEvent | "resync" | undefined> {
    const parsed = v.safeParse(NoticeSchema, JSON.parse(payload));
    if (!parsed.success) {
      logger.warn({ payload: payload.slice(0, 200) }, "live events: ignored a malformed notice");
      return undefined;
    }
    const notice = parsed.output;
    if ("resync" in notice) return "resync";
    if (!("ref" in notice)) return notice;
    const row = await db.selectFrom("live_events").selectAll().where("id", "=", notice.ref).executeTakeFirst();
    if (!row) {
      logger.warn({ ref: notice.ref }, "live events: oversized event already gone; every socket is told to read its state again");
      return "resync";
    }
    const event = v.safeParse(NoticeSchema, { channel: row.channel, event: row.event, data: JSON.parse(row.data) as unknown });
    return event.success && "event" in event.output ? event.output : undefined;
  }

  async function send(event: LiveEvent): Promise<void> {
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
  }

  function oweResync(): void {
    owed += 1;
    if (!owedTimer && !closed) sendOwedResync(0);
  }

  /**
   * Sends the resync notice every instance is owed after failed publishes, retrying with backoff
   * until the database takes it; publishes that fail while it is on its way are owed another.
   */
  function sendOwedResync(attempt: number): void {
    owedTimer = setTimeout(
      () => {
        const covered = owed;
        sql`select pg_notify(${LIVE_NOTIFY_CHANNEL}, ${RESYNC_NOTICE})`.execute(db).then(
          () => {
            owed -= covered;
            owedTimer = undefined;
            if (owed > 0 && !closed) sendOwedResync(0);
          },
          () => {
            if (!closed) sendOwedResync(attempt + 1);
          },
        );
      },
      attempt === 0 ? 0 : backoff(attempt),
    );
    owedTimer.unref();
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
      try {
        await send(event);
      } catch (error) {
        // The change behind the event is committed; its subscribers re-read instead.
        if (owed === 0)
          logger.warn({ err: error, channel: event.channel }, "live events: could not publish; every instance is told to re-read once the database answers");
        oweResync();
      }
    },
    eventsMissed: oweResync,
    reconnectCount: () => reconnects,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearTimeout(owedTimer);
      resyncListeners.clear();
      const client = active;
      active = undefined;
      listeners.clear();
      await client?.end().catch(() => {});
      await received;
    },
  };
}
