/**
 * A manage page's own share of its line's changes. A location's `WaitTimeRecalculated` lists
 * every client whose estimate moved (after a staff action, about a sixth of a long line), and a
 * page following one place in line needs only its own estimate and how many ahead of it left.
 * So the page follows only its place's channel, and each instance turns every line change it
 * hears into one small `QueuePlaceChanged` frame per place followed on this instance whose
 * estimate or position moved: at a line of 10,000 a staff action costs each page about a
 * hundred bytes, and the total grows with the places that moved, not with the square of the line.
 */
import { appointmentChannel, type QueuePlaceChangedData, type WaitTimeRecalculatedData } from "#contract";

export interface PlaceChange {
  channel: string;
  data: QueuePlaceChangedData;
}

export interface PlaceLines {
  /** A place's channel gained its first follower on this instance. */
  follow(placeId: number, line: number): void;
  /** Its last follower here left. */
  unfollow(placeId: number): void;
  /** What each place followed here at `line` (a location id) learns from that line's change. */
  changes(line: number, items: WaitTimeRecalculatedData): PlaceChange[];
}

/** How many of the ascending `ids` are below `id`. */
function countBelow(ids: number[], id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ids[middle] ?? 0) < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function createPlaceLines(): PlaceLines {
  const lines = new Map<number, Set<number>>();
  const lineOf = new Map<number, number>();
  return {
    follow(placeId, line) {
      lineOf.set(placeId, line);
      let places = lines.get(line);
      if (!places) lines.set(line, (places = new Set()));
      places.add(placeId);
    },
    unfollow(placeId) {
      const line = lineOf.get(placeId);
      if (line === undefined) return;
      lineOf.delete(placeId);
      const places = lines.get(line);
      places?.delete(placeId);
      if (places?.size === 0) lines.delete(line);
    },
    changes(line, items) {
      const places = lines.get(line);
      if (!places) return [];
      const byId = new Map(items.map((item) => [item.id, item]));
      // Ids grow with arrival: whoever left with a smaller id was ahead.
      const left = items
        .filter((item) => item.attributes.left)
        .map((item) => item.id)
        .sort((a, b) => a - b);
      const out: PlaceChange[] = [];
      for (const id of places) {
        const mine = byId.get(id);
        const movedUp = countBelow(left, id);
        if (!mine && !movedUp) continue;
        const attributes = mine
          ? {
              expected_start: mine.attributes.expected_start,
              ...(mine.attributes.expected_start_p90 === undefined ? {} : { expected_start_p90: mine.attributes.expected_start_p90 }),
              moved_up: movedUp,
            }
          : { moved_up: movedUp };
        out.push({ channel: appointmentChannel(id), data: { id, attributes } });
      }
      return out;
    },
  };
}
