/**
 * What changed in the line between two reads that the person did not do themselves: who joined.
 * Everything else (a call, a completion) is said by the action that made it; a read with nothing
 * new (the once-a-minute one while idle) says nothing.
 */
import type { StaffLineEntry, StaffQueueResponse } from "#contract";
import { shortName } from "./client-name.js";

const key = (entry: StaffLineEntry) => `${entry.type}:${entry.id}`;

/** The short names of the clients waiting now who were not in the line before (but `quiet`, a `type:id` just acted on). */
export function joinedSince(before: StaffQueueResponse | undefined, after: StaffQueueResponse, quiet?: string): string[] {
  // The first read of a location shows the line; it is not news.
  if (!before || before.meta.location.id !== after.meta.location.id) return [];
  const known = new Set(before.data.map(key));
  if (quiet) known.add(quiet);
  return after.data.filter((entry) => entry.attributes.status === 1 && !known.has(key(entry))).map((entry) => shortName(entry.attributes.client));
}
