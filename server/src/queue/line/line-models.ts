/**
 * This instance's lines, held in memory and kept in step with the database (the source of
 * truth) and with the other instances:
 * - A line is read from the database the first time it is needed (load-lines.ts), then follows
 *   every change: the instance that made a change takes the line's next number
 *   (`location_lines`), applies it and tells the others (`LineChanged`), who apply the changes of
 *   a line in number order. A number that does not arrive in time (its instance stopped between
 *   taking it and telling) makes the line be read again; so does a bus that may have lost events.
 * - A change other than a join leaves the estimates behind it stale until the next anchor
 *   (line-state.ts); the instance that made it anchors the line again `settleMs` later, once for
 *   every change in between (0: before the change is answered). A line still owing an anchor
 *   after that (its instance stopped) is anchored by whichever instance holds it; one left alone
 *   longer than `reestimateMs` with people waiting is anchored again, so idle staff do not leave
 *   estimates in the past.
 * - Whoever applies a change first-hand publishes what it moved (`WaitTimeRecalculated`, only the
 *   starts that changed) and tells the first client in line they are next.
 */
import type { Kysely } from "kysely";
import { LINE_CHANNEL, locationChannel, QueueStatus, type WaitTimeRecalculatedData } from "#contract";
import type { Database } from "../../db/schema.js";
import type { EventBus } from "../../live/event-bus.js";
import { isServableAt, locationHours } from "../../locations/open-spans.js";
import { notifyNextInLine } from "../../notifications/notify-next-in-line.js";
import type { Clock } from "../../time/clock.js";
import type { ConfigCache } from "../../vendors/config-cache.js";
import { cachedLocationRow } from "../../vendors/config-reads.js";
import { applyLineChange, LineChangeSchema, owesAnchor, type LineChange } from "./line-change.js";
import { loadLineInputs } from "./line-inputs.js";
import { bumpLine } from "./line-rows.js";
import type { LineEntry, LineState, StartChange } from "./line-state.js";
import { LineState as Line } from "./line-state.js";
import { loadLineSnapshots } from "./load-lines.js";
import * as v from "valibot";

export interface LineModelsOptions {
  db: Kysely<Database>;
  bus: EventBus;
  clock: Clock;
  configCache: ConfigCache;
  /** After a change other than a join, the line is anchored again this much later (0: at once). */
  settleMs: number;
  /** A line with people waiting is anchored again when its anchor is older than this (0: never). */
  reestimateMs: number;
  onError(error: unknown, message: string): void;
}

/** What a change did, for its caller. */
export interface RecordedChange {
  line: LineState;
  moved: StartChange[];
}

/** A join and the change number its transaction took. */
export interface NumberedJoin {
  locationId: number;
  version: number;
  /** The anchor the join's change moved the line to (it joined an empty line). */
  anchor?: number;
  entry: LineEntry;
}

export interface LineModels {
  /** A location's line, up to date with what this instance has heard (undefined: no such location). */
  line(locationId: number): Promise<LineState | undefined>;
  /** Several lines at once, read together when not held yet. */
  lines(locationIds: readonly number[]): Promise<Map<number, LineState>>;
  /**
   * A line changed (committed): `changedIds` are the appointments whose status changed (joined,
   * left, started, finished); none when something else changed (staff, bookings, hours).
   * Applies it, tells the other instances and the location's subscribers. `anchor`: the
   * estimates are worked out again now (a line's opening or closing).
   */
  record(locationId: number, changedIds: readonly number[], options?: { anchor?: boolean }): Promise<RecordedChange | undefined>;
  /**
   * A join whose transaction took the line's next number itself (`bumpLine` before its insert,
   * so on PostgreSQL the line's row lock orders joins at a location as their numbers do): applied
   * and told without reading it back.
   */
  recordJoin(joined: NumberedJoin): Promise<RecordedChange | undefined>;
  /** Whether a join now would find nobody waiting (its change then anchors the line: `anchorForJoin`). */
  anchorForJoin(locationId: number, now: Date): Promise<number | undefined>;
  /** Forgets held lines (all, or one): they are read from the database when next needed. */
  forget(locationId?: number): void;
  /** Resolves once no anchor is owed or running on this instance (tests, the stop). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** How long a change waits for the numbers before it to arrive from other instances. */
const GAP_WAIT_MS = 1_000;
/** A line still owing an anchor this long after its settle time is anchored by whoever holds it. */
const SETTLE_GRACE_MS = 5_000;
/**
 * An empty line anchored longer ago than this is anchored again when read or joined: its
 * inputs (bookings, hours) are read around its anchor, and anchoring nobody costs nothing.
 */
const IDLE_ANCHOR_MS = 60_000;

interface Slot {
  state?: LineState;
  /** Being read from the database: changes heard meanwhile are kept for it. */
  reading: boolean;
  /** Changes heard ahead of the ones held (this instance's own too, until applied), by number. */
  pending: Map<number, LineChange>;
  /** What this instance's own changes moved, kept from when they are applied until their caller takes it. */
  moved: Map<number, StartChange[]>;
  /** Woken when a change arrives (a change of this instance waiting for the ones before it). */
  arrivals: Set<() => void>;
  /** Work on this line runs one piece at a time. */
  queue: Promise<unknown>;
  settleTimer?: NodeJS.Timeout;
  gapTimer?: NodeJS.Timeout;
  /** The first in line last told they are next (skips asking the database again). */
  toldNext?: number;
}

export function createLineModels(options: LineModelsOptions): LineModels {
  const { db, bus, clock } = options;
  const slots = new Map<number, Slot>();
  const running = new Set<Promise<unknown>>();
  let closed = false;

  const slotOf = (locationId: number): Slot => {
    let slot = slots.get(locationId);
    if (!slot) slots.set(locationId, (slot = { reading: false, pending: new Map(), moved: new Map(), arrivals: new Set(), queue: Promise.resolve() }));
    return slot;
  };

  /** Runs `work` after everything queued on the line; the queue goes on whether it fails or not. */
  function enqueue<T>(slot: Slot, work: () => Promise<T>): Promise<T> {
    const result = slot.queue.then(work, work);
    slot.queue = result.catch(() => undefined);
    const tracked = result.finally(() => running.delete(tracked));
    running.add(tracked);
    tracked.catch(() => undefined);
    return result;
  }

  async function read(locationIds: readonly number[]): Promise<Map<number, LineState>> {
    const reading = locationIds.map(slotOf);
    for (const slot of reading) slot.reading = true;
    try {
      const snapshots = await loadLineSnapshots(db, locationIds, clock.now(), { configCache: options.configCache });
      return new Map([...snapshots].map(([id, snapshot]) => [id, new Line(snapshot)]));
    } finally {
      for (const slot of reading) slot.reading = false;
    }
  }

  async function inputsAt(locationId: number, anchor: number) {
    return (await loadLineInputs(db, new Map([[locationId, anchor]]), { configCache: options.configCache })).get(locationId);
  }

  /** Applies the changes heard that follow the held line, in number order. */
  async function drain(locationId: number, slot: Slot): Promise<void> {
    for (;;) {
      const state = slot.state;
      if (!state) return;
      for (const version of slot.pending.keys()) if (version <= state.version) slot.pending.delete(version);
      const next = slot.pending.get(state.version + 1);
      if (!next) return;
      slot.pending.delete(next.version);
      const inputs = next.anchor === undefined ? undefined : await inputsAt(locationId, next.anchor);
      const moved = applyLineChange(state, next, clock.now().getTime(), inputs);
      if (slot.moved.has(next.version)) slot.moved.set(next.version, moved);
    }
  }

  /** A change joins those waiting to be applied, in number order, wherever it came from. */
  function deliver(slot: Slot, change: LineChange): void {
    slot.pending.set(change.version, change);
    for (const wake of [...slot.arrivals]) wake();
  }

  /** Changes heard past a missing number: if it is still missing after a while, the line is read again. */
  function watchGap(locationId: number, slot: Slot): void {
    if (!slot.state || !slot.pending.size || slot.gapTimer || closed) return;
    slot.gapTimer = setTimeout(() => {
      slot.gapTimer = undefined;
      void enqueue(slot, async () => {
        await drain(locationId, slot);
        if (!slot.pending.size) return;
        slot.state = (await read([locationId])).get(locationId);
        await drain(locationId, slot);
      }).catch((error: unknown) => options.onError(error, "line: reading it again failed"));
    }, GAP_WAIT_MS);
    slot.gapTimer.unref();
  }

  /** The held line, read when not held, caught up to at least `upTo` (waiting for other instances, then reading again). */
  async function ensure(locationId: number, slot: Slot, upTo = 0): Promise<LineState | undefined> {
    if (!slot.state) slot.state = (await read([locationId])).get(locationId);
    await drain(locationId, slot);
    const deadline = Date.now() + GAP_WAIT_MS;
    while (slot.state && slot.state.version < upTo) {
      const left = deadline - Date.now();
      if (left <= 0) {
        // A number taken and never told (its instance stopped): what the database holds decides.
        slot.state = (await read([locationId])).get(locationId);
        await drain(locationId, slot);
        break;
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          slot.arrivals.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        slot.arrivals.add(wake);
      });
      await drain(locationId, slot);
    }
    return slot.state;
  }

  /** The rows of the changed appointments, read after the change's number was taken. */
  async function changedRows(locationId: number, ids: readonly number[]) {
    if (!ids.length) return [];
    return db
      .selectFrom("queue_appointments")
      .select(["id", "status", "service_id", "meeting_method", "created_at"])
      .where("id", "in", [...ids])
      .where("location_id", "=", locationId)
      .execute();
  }

  /** Whether these appointments' change is more than joins (read before the change takes its number, to decide its anchor). */
  async function owesAnchorFor(locationId: number, ids: readonly number[]): Promise<boolean> {
    if (!ids.length) return true;
    const rows = await changedRows(locationId, ids);
    return rows.some((r) => r.status !== QueueStatus.waiting);
  }

  async function tellNext(locationId: number, slot: Slot, state: LineState, now: Date): Promise<void> {
    const head = state.head();
    if (head === undefined || head === slot.toldNext) return;
    const location = await cachedLocationRow({ db, configCache: options.configCache }, locationId);
    // Someone who joined a closed branch hears it when the branch opens (its anchor then).
    if (!location || !isServableAt(locationHours(location), now)) return;
    await notifyNextInLine(db, head, now);
    slot.toldNext = head;
  }

  async function record(locationId: number, changedIds: readonly number[], recordOptions: { anchor?: boolean } = {}): Promise<RecordedChange | undefined> {
    const slot = slotOf(locationId);
    const held = await enqueue(slot, () => ensure(locationId, slot));
    const now = clock.now();
    // Anchored at once: asked for; a line nobody waits in (a first client starts from now, with
    // bookings and hours read around now); or any change but a join when lines settle at once.
    const anchorAtOnce =
      recordOptions.anchor || held?.waitingBesides(changedIds) === 0 || (options.settleMs === 0 && (await owesAnchorFor(locationId, changedIds)));
    const anchor = anchorAtOnce ? now.getTime() : undefined;
    const row = await bumpLine(db, locationId, now, anchor);
    const rows = await changedRows(locationId, changedIds);
    const waiting = rows.filter((r) => r.status === QueueStatus.waiting);
    const change: LineChange = {
      location: locationId,
      version: row.version,
      joins: waiting.map((r) => ({ id: r.id, serviceId: r.service_id, meetingMethod: r.meeting_method, joinedAt: Date.parse(r.created_at) })),
      leaves: rows.filter((r) => r.status !== QueueStatus.waiting).map((r) => r.id),
      ...(anchor === undefined ? {} : { anchor }),
      touched: changedIds.length === 0 || rows.length > waiting.length,
    };
    return applyNumbered(slot, change, now);
  }

  /** Applies a change numbered already (by `record`, or by the transaction that made it: a join), then tells. */
  async function applyNumbered(slot: Slot, change: LineChange, now: Date): Promise<RecordedChange | undefined> {
    const locationId = change.location;
    // Applied in number order with the others (a change of this instance numbered before it may
    // still be reading its rows): never waited for inside the queue ahead of the ones before it.
    slot.moved.set(change.version, []);
    if (slot.state || slot.reading) deliver(slot, change);
    const applied = await enqueue(slot, async () => {
      const state = await ensure(locationId, slot, change.version);
      const moved = slot.moved.get(change.version);
      slot.moved.delete(change.version);
      if (!state) return undefined;
      // Applied here: what it moved. Read after it instead (a line read from the database): its own clients.
      const own: StartChange[] = [
        ...change.joins.map((e) => ({ id: e.id, start: state.startOf(e.id) ?? null, p90: state.p90Of(e.id) ?? null })),
        ...change.leaves.map((id) => ({ id, start: null, left: true as const })),
      ];
      return { state, moved: moved?.length ? moved : own.sort((a, b) => a.id - b.id) };
    });
    if (!applied) return undefined;
    await bus.publish({ channel: LINE_CHANNEL, event: "LineChanged", data: change });
    await tellNext(locationId, slot, applied.state, now);
    // Sent even when nothing moved: a client joining now may wait longer or less (the join form reads again).
    const data: WaitTimeRecalculatedData = applied.moved.map((m) => ({
      id: m.id,
      attributes: {
        expected_start: m.start === null ? null : new Date(m.start).toISOString(),
        ...(m.left ? { left: true as const } : { expected_start_p90: m.start === null || m.p90 == null ? null : new Date(m.p90).toISOString() }),
      },
    }));
    await bus.publish({ channel: locationChannel(locationId), event: "WaitTimeRecalculated", data });
    if (owesAnchor(change)) await settleLater(locationId, slot);
    return { line: applied.state, moved: applied.moved };
  }

  async function recordJoin(joined: NumberedJoin): Promise<RecordedChange | undefined> {
    const change: LineChange = {
      location: joined.locationId,
      version: joined.version,
      joins: [joined.entry],
      leaves: [],
      ...(joined.anchor === undefined ? {} : { anchor: joined.anchor }),
      touched: false,
    };
    return applyNumbered(slotOf(joined.locationId), change, clock.now());
  }

  async function anchorNow(locationId: number): Promise<void> {
    await record(locationId, [], { anchor: true });
  }

  /** A held line for a read: an empty one anchored long ago is anchored now first. */
  async function current(locationId: number, state: LineState | undefined): Promise<LineState | undefined> {
    if (!state || state.waiting > 0 || Math.abs(clock.now().getTime() - state.anchor) <= IDLE_ANCHOR_MS || closed) return state;
    await anchorNow(locationId).catch((error: unknown) => options.onError(error, "line: anchoring an empty line failed"));
    return slotOf(locationId).state ?? state;
  }

  /** Anchors the line again `settleMs` from now, once for every change until then (0: now). */
  async function settleLater(locationId: number, slot: Slot, delayMs = options.settleMs): Promise<void> {
    if (delayMs === 0) return anchorNow(locationId);
    if (slot.settleTimer || closed) return;
    slot.settleTimer = setTimeout(() => {
      slot.settleTimer = undefined;
      const work = anchorNow(locationId).catch((error: unknown) => options.onError(error, "line: anchoring again failed"));
      running.add(work);
      void work.finally(() => running.delete(work));
    }, delayMs);
  }

  const stopListening = bus.subscribe((event) => {
    if (event.event === "LineChanged") {
      const parsed = v.safeParse(LineChangeSchema, event.data);
      if (!parsed.success) return;
      const locationId = parsed.output.location;
      const slot = slots.get(locationId);
      // A line not held here (nor being read) is read fresh when needed.
      if (!slot || (!slot.state && !slot.reading)) return;
      deliver(slot, parsed.output);
      void enqueue(slot, async () => {
        await drain(locationId, slot);
        watchGap(locationId, slot);
      }).catch((error: unknown) => options.onError(error, "line: applying a change failed"));
    } else if (event.event === "VendorConfigChanged") {
      // Who serves what, visit lengths or hours may have changed: each such line is anchored again.
      const vendorId = (event.data as { vendor_id?: unknown } | null)?.vendor_id;
      for (const [locationId, slot] of slots) {
        if (!slot.state || slot.state.vendorId !== vendorId) continue;
        slot.state.dirtySince ??= clock.now().getTime();
        void settleLater(locationId, slot, Math.max(options.settleMs, 1));
      }
    }
  });
  const stopResyncing = bus.onResync(() => forget());

  function forget(locationId?: number): void {
    for (const [id, slot] of slots) {
      if (locationId !== undefined && id !== locationId) continue;
      slot.state = undefined;
      slot.pending.clear();
    }
  }

  // Lines owing an anchor whose instance did not give it, and lines left alone too long.
  const sweepEveryMs = Math.max(1_000, Math.min(options.settleMs + SETTLE_GRACE_MS, options.reestimateMs || Infinity) / 2);
  const sweep = setInterval(() => {
    const now = clock.now().getTime();
    for (const [locationId, slot] of slots) {
      const state = slot.state;
      if (!state || slot.settleTimer) continue;
      const owed = state.dirtySince !== null && now - state.dirtySince > options.settleMs + SETTLE_GRACE_MS;
      const stale = options.reestimateMs > 0 && state.waiting > 0 && now - state.anchor > options.reestimateMs;
      // Spread over a second, so instances holding the same line rarely anchor it together.
      if (owed || stale) void settleLater(locationId, slot, 1 + Math.floor(Math.random() * 1_000));
    }
  }, sweepEveryMs);
  sweep.unref();

  return {
    async anchorForJoin(locationId, now) {
      const slot = slotOf(locationId);
      const held = await enqueue(slot, () => ensure(locationId, slot));
      return held?.waiting === 0 ? now.getTime() : undefined;
    },
    async line(locationId) {
      const slot = slotOf(locationId);
      return current(locationId, await enqueue(slot, () => ensure(locationId, slot)));
    },
    async lines(locationIds) {
      const ids = [...new Set(locationIds)];
      const missing = ids.filter((id) => !slots.get(id)?.state);
      if (missing.length > 1) {
        const states = await read(missing);
        for (const [id, state] of states) {
          const slot = slotOf(id);
          // Kept unless a change read it meanwhile (the newer one stays).
          if (!slot.state || slot.state.version < state.version) slot.state = state;
        }
      }
      const result = new Map<number, LineState>();
      await Promise.all(
        ids.map(async (id) => {
          const slot = slotOf(id);
          const state = await current(id, await enqueue(slot, () => ensure(id, slot)));
          if (state) result.set(id, state);
        }),
      );
      return result;
    },
    record,
    recordJoin,
    forget,
    async settled() {
      while (running.size || [...slots.values()].some((s) => s.settleTimer)) {
        await Promise.allSettled([...running]);
        if (!running.size && [...slots.values()].some((s) => s.settleTimer)) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async close() {
      closed = true;
      clearInterval(sweep);
      stopListening();
      stopResyncing();
      // Estimates owed are given before the instance goes: its clients should not wait for another.
      const owed: number[] = [];
      for (const [locationId, slot] of slots) {
        if (slot.settleTimer) owed.push(locationId);
        clearTimeout(slot.settleTimer);
        clearTimeout(slot.gapTimer);
        slot.settleTimer = undefined;
      }
      for (const locationId of owed) await anchorNow(locationId).catch((error: unknown) => options.onError(error, "line: anchoring again failed"));
      await Promise.allSettled([...running]);
    },
  };
}
