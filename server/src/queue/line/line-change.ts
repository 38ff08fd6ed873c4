/**
 * One change to a line as instances tell each other (`LineChanged` on `LINE_CHANNEL`): its
 * number, the clients who joined or left, and whether it moves the anchor or changes what the
 * estimates are worked out from. Every instance applies the changes of a line in number order
 * (line-models.ts), so all of them hold the same line.
 */
import * as v from "valibot";
import type { LineEntry, LineState, StartChange } from "./line-state.js";

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

export const LineChangeSchema = v.object({
  location: Id,
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  joins: v.array(v.object({ id: Id, serviceId: v.number(), meetingMethod: v.number(), joinedAt: v.number() })),
  leaves: v.array(Id),
  /** The change moves the line's anchor to this moment (ms): the estimates are worked out again. */
  anchor: v.optional(v.number()),
  /** Staff, bookings, hours or visit lengths changed: a new anchor is owed. */
  touched: v.boolean(),
});
export type LineChange = v.InferOutput<typeof LineChangeSchema>;

/** Whether the change leaves the line owing a new anchor (the estimates behind it are stale). */
export const owesAnchor = (change: LineChange) => change.anchor === undefined && (change.touched || change.leaves.length > 0);

/**
 * Applies a change to a line held at the version before it; `inputs` are the line's inputs at
 * the change's anchor when it has one. Answers every expected start the change moved.
 */
export function applyLineChange(state: LineState, change: LineChange, now: number, inputs?: Parameters<LineState["reanchor"]>[1]): StartChange[] {
  const moved = new Map<number, StartChange>();
  const note = (changes: StartChange[]) => {
    for (const c of changes) moved.set(c.id, c);
  };
  note(state.leave(change.leaves));
  note(state.join(change.joins satisfies LineEntry[]));
  if (change.anchor !== undefined && inputs) note(state.reanchor(change.anchor, inputs));
  else if (owesAnchor(change)) state.dirtySince ??= now;
  // The change's own clients, always: a line read after they joined or left holds them already.
  for (const entry of change.joins) moved.set(entry.id, { id: entry.id, start: state.startOf(entry.id) ?? null, p90: state.p90Of(entry.id) ?? null });
  for (const id of change.leaves) moved.set(id, { id, start: null, left: true });
  state.version = change.version;
  return [...moved.values()].sort((a, b) => a.id - b.id);
}
