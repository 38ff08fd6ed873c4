/**
 * One location's line held in memory: who waits (in arrival order), what the estimates were
 * worked out from (staff on duty, visit lengths, hours: `LineInputs`) and the expected start of
 * each waiting client. The database stays the source of truth: the same rows and the stored
 * anchor give the same estimates on any instance, after a restart too (`load-lines.ts`).
 *
 * Why a change costs the same whatever the line's length: the estimates are worked out at a
 * moment, the line's *anchor*, and stay put between anchors instead of following the clock.
 * - A join continues the simulation at the end of the line (`LinePlan`): nobody else moves, and
 *   the joiner does not start before they joined. O(staff).
 * - A client leaving (cancel, start, no-show) takes their estimate away; the others keep theirs
 *   until the next anchor (the time they would have had stays taken meanwhile). O(1).
 * - Anything else (a start or a finish, presence, bookings, hours, visit lengths) only marks the
 *   line: the next anchor, moments later and once for any number of changes (line-models.ts),
 *   works the estimates out again from the new inputs, O(n · staff) in memory, and reports only
 *   the starts that moved by `NOTICE_MS` or more from what their clients were last told: waits
 *   are shown in minutes, and an anchor a second later must not resend a whole line whose
 *   starts all moved by that second (the manage page and the staff line read the exact start).
 */

/** A start is told again when it moved at least this much from what was told last (or appeared, or went). */
export const NOTICE_MS = 30_000;
import { capabilityKey, LinePlan, type RangedStart, type StaffOnDuty } from "../wait-time-engine.js";

/** A waiting client as the line needs them. */
export interface LineEntry {
  id: number;
  serviceId: number;
  meetingMethod: number;
  /** When they joined (ms): no estimate is earlier. */
  joinedAt: number;
}

/** What the estimates are worked out from besides who waits; read at each anchor (line-inputs.ts). */
export interface LineInputs {
  staff: StaffOnDuty[];
  durationMinutes: (serviceId: number) => number;
  /** Standard deviation of a visit's length (minutes) per service: the range; absent: none. */
  spreadMinutes?: (serviceId: number) => number;
}

/** An expected start that changed (null: none now, or no longer waiting: then `left`). */
export interface StartChange {
  id: number;
  start: number | null;
  /** The start's 90th percentile (null where the start is); absent for a client who left. */
  p90?: number | null;
  left?: true;
}

export interface LineSnapshot {
  vendorId: number;
  version: number;
  anchor: number;
  inputs: LineInputs;
  /** Sorted by id (arrival). */
  entries: LineEntry[];
}

export class LineState {
  readonly vendorId: number;
  /** The last change of the line (`location_lines.version`) this state includes. */
  version: number;
  /** The moment the estimates are worked out at (ms). */
  anchor: number;
  /** When a change other than a join came after the anchor (the next anchor is owed); null: none. */
  dirtySince: number | null = null;
  private inputs: LineInputs;
  private entries: LineEntry[];
  private readonly starts = new Map<number, number | null>();
  /** The 90th percentile of each start (the range told with it). */
  private readonly p90s = new Map<number, number | null>();
  /** What each waiting client was last told of their start (the live delta), within NOTICE_MS of `starts`. */
  private readonly told = new Map<number, number | null>();
  private plan: LinePlan;
  /** How many wait by each meeting method (the lobby board counts those in person). */
  private readonly byMethod = new Map<number, number>();

  constructor(snapshot: LineSnapshot) {
    this.vendorId = snapshot.vendorId;
    this.version = snapshot.version;
    this.anchor = snapshot.anchor;
    this.inputs = snapshot.inputs;
    this.entries = [...snapshot.entries].sort((a, b) => a.id - b.id);
    for (const entry of this.entries) this.count(entry, 1);
    this.plan = this.simulate();
    // A line read from the database: its clients read their starts when they (re)connected.
    for (const [id, start] of this.starts) this.told.set(id, start);
  }

  /** Waiting clients join (ids not held yet); answers their starts, and any others that moved. */
  join(joined: readonly LineEntry[]): StartChange[] {
    const fresh = joined.filter((e) => !this.starts.has(e.id)).sort((a, b) => a.id - b.id);
    if (!fresh.length) return [];
    const last = this.entries[this.entries.length - 1];
    if (!last || (fresh[0]?.id ?? 0) > last.id) {
      // The usual case: at the end of the line, the simulation goes on.
      return fresh.map((entry) => {
        this.entries.push(entry);
        this.count(entry, 1);
        const start = this.place(this.plan, entry);
        this.told.set(entry.id, start);
        return { id: entry.id, start, p90: this.p90Of(entry.id) ?? null };
      });
    }
    // Joins that committed out of arrival order (several connections or instances): in their place.
    this.entries = [...this.entries, ...fresh].sort((a, b) => a.id - b.id);
    for (const entry of fresh) this.count(entry, 1);
    return this.resimulate();
  }

  /** Clients leave the line; answers those that were in it (their start is now null). */
  leave(ids: readonly number[]): StartChange[] {
    const gone = new Set(ids.filter((id) => this.starts.has(id)));
    if (!gone.size) return [];
    this.entries = this.entries.filter((e) => {
      if (!gone.has(e.id)) return true;
      this.count(e, -1);
      return false;
    });
    for (const id of gone) {
      this.starts.delete(id);
      this.p90s.delete(id);
      this.told.delete(id);
    }
    return [...gone].sort((a, b) => a - b).map((id) => ({ id, start: null, left: true }));
  }

  /** A new anchor: the estimates worked out again at `anchor` from `inputs`; answers the starts that moved. */
  reanchor(anchor: number, inputs: LineInputs): StartChange[] {
    this.anchor = anchor;
    this.inputs = inputs;
    this.dirtySince = null;
    return this.resimulate();
  }

  /** The expected start of a waiting client (null: none in view); undefined: not waiting here. */
  startOf(id: number): number | null | undefined {
    return this.starts.get(id);
  }

  /** The 90th percentile of a waiting client's start (null: no start); undefined: not waiting here. */
  p90Of(id: number): number | null | undefined {
    return this.p90s.get(id);
  }

  /** 1 for the next client to be served; null when not waiting here. */
  position(id: number): number | null {
    let low = 0;
    let high = this.entries.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = this.entries[middle]?.id ?? 0;
      if (at === id) return middle + 1;
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  }

  /** The first client in line. */
  head(): number | undefined {
    return this.entries[0]?.id;
  }

  get waiting(): number {
    return this.entries.length;
  }

  /** How many wait for this meeting method. */
  waitingBy(meetingMethod: number): number {
    return this.byMethod.get(meetingMethod) ?? 0;
  }

  /** How many wait besides these (a change's own clients, which a line read after it holds already). */
  waitingBesides(ids: readonly number[]): number {
    return this.entries.length - ids.filter((id) => this.starts.has(id)).length;
  }

  /** When a client joining at `at` for this service and method would start (null: nobody can, or not in view). */
  startForNewClient(serviceId: number, meetingMethod: number, at: number): number | null {
    return this.plan.peek(serviceId, meetingMethod, at);
  }

  /** `startForNewClient` with the start's 90th percentile. */
  rangeForNewClient(serviceId: number, meetingMethod: number, at: number): RangedStart | null {
    return this.plan.peekRanged(serviceId, meetingMethod, at);
  }

  /** Whether someone on duty (as of the anchor) serves this service by this method. */
  serves(serviceId: number, meetingMethod: number): boolean {
    const key = capabilityKey(serviceId, meetingMethod);
    return this.inputs.staff.some((member) => member.serves.has(key));
  }

  /** The staff on duty as of the anchor, with what they serve. */
  get staff(): readonly StaffOnDuty[] {
    return this.inputs.staff;
  }

  /** When each staff member on duty is done with the clients the line gives them (ms). */
  staffFreeAt(): Map<number, number> {
    return this.plan.staffFreeAt();
  }

  /** The expected start of the last client in line (null: nobody waits, or no estimate). */
  lastStart(): number | null {
    const last = this.entries[this.entries.length - 1];
    return last ? (this.starts.get(last.id) ?? null) : null;
  }

  /** Every waiting client's expected start and its range, in line order (for tests and the fresh computation). */
  allStarts(): StartChange[] {
    return this.entries.map((e) => ({ id: e.id, start: this.starts.get(e.id) ?? null, p90: this.p90s.get(e.id) ?? null }));
  }

  private count(entry: LineEntry, by: 1 | -1): void {
    this.byMethod.set(entry.meetingMethod, (this.byMethod.get(entry.meetingMethod) ?? 0) + by);
  }

  private client(entry: LineEntry) {
    // Someone who joined after the anchor cannot start before they joined.
    return {
      id: entry.id,
      serviceId: entry.serviceId,
      meetingMethod: entry.meetingMethod,
      notBefore: entry.joinedAt > this.anchor ? entry.joinedAt : undefined,
    };
  }

  /** Places one client on `plan`, keeping their start and its range; answers the start. */
  private place(plan: LinePlan, entry: LineEntry): number | null {
    const placed = plan.placeRanged(this.client(entry));
    this.starts.set(entry.id, placed?.start ?? null);
    this.p90s.set(entry.id, placed?.p90 ?? null);
    return placed?.start ?? null;
  }

  private simulate(): LinePlan {
    const plan = new LinePlan(this.anchor, this.inputs.staff, this.inputs.durationMinutes, this.inputs.spreadMinutes);
    for (const entry of this.entries) this.place(plan, entry);
    return plan;
  }

  private resimulate(): StartChange[] {
    this.starts.clear();
    this.p90s.clear();
    this.plan = this.simulate();
    const moved: StartChange[] = [];
    for (const entry of this.entries) {
      const start = this.starts.get(entry.id) ?? null;
      const told = this.told.get(entry.id);
      const notice = told === undefined || (told === null) !== (start === null) || (told !== null && start !== null && Math.abs(start - told) >= NOTICE_MS);
      if (!notice) continue;
      this.told.set(entry.id, start);
      moved.push({ id: entry.id, start, p90: this.p90s.get(entry.id) ?? null });
    }
    return moved;
  }
}
