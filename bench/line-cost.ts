/**
 * What one change costs at a line of a given length, on an otherwise idle server: the time from
 * the bench's request to the server's answer for one join, one staff start and one complete
 * (median of `rounds`, one request at a time, so the figure is the server's own work plus a
 * loopback round trip), and the bytes a subscriber of the location's channel receives for each
 * change (every frame from the request until the change's `WaitTimeRecalculated` has arrived).
 *
 * A start or a complete also owes the line a re-estimate, `LINE_SETTLE_MS` later and off the
 * request's path (queue/line/line-models.ts): measured on its own, as the time its event comes
 * after the settle delay (the server's work for it, plus the event's way to the subscriber) and
 * the bytes of that event (every estimate it moved).
 */
import { median } from "./median.js";
import { JOIN_PATH, joinBody, joinedId, joinHeaders, send, staffBody, staffHeaders, staffPath } from "./bench-requests.js";
import { closeAll, frameCounter, subscribe } from "./subscriber.js";

export interface ChangeCost {
  ms: number;
  bytes: number;
}

export interface LineCost {
  join: ChangeCost;
  start: ChangeCost;
  complete: ChangeCost;
  /** The re-estimate a staff action owes (both kinds together): ms past the settle delay, bytes. */
  reestimate: ChangeCost;
}

export async function lineCost(options: {
  base: string;
  token: string;
  locationId: number;
  serviceId: number;
  staffId: number;
  /** The line's waiting appointments, first in line first: each round joins one and serves the first, so the length holds. */
  waiting: number[];
  rounds: number;
  /** The server's `LINE_SETTLE_MS`. */
  settleMs: number;
}): Promise<LineCost> {
  const socket = await subscribe(options.base, options.locationId);
  const frames = frameCounter(socket);
  const samples: Record<keyof LineCost, { ms: number[]; bytes: number[] }> = {
    join: { ms: [], bytes: [] },
    start: { ms: [], bytes: [] },
    complete: { ms: [], bytes: [] },
    reestimate: { ms: [], bytes: [] },
  };
  const waiting = [...options.waiting];
  const change = async (kind: keyof LineCost, path: string, init: RequestInit) => {
    frames.reset();
    const event = frames.next("WaitTimeRecalculated");
    const started = performance.now();
    const answer = await send(`${options.base}${path}`, init);
    samples[kind].ms.push(performance.now() - started);
    const answered = performance.now();
    if (kind === "join") waiting.push(joinedId(answer));
    await event;
    // A staff action's re-estimate follows the settle delay: heard apart from the change itself.
    const reestimate = kind === "join" ? undefined : frames.next("WaitTimeRecalculated", options.settleMs + 30_000);
    // Frames of the same change that follow the estimates (an appointment's own update) count too.
    await new Promise((resolve) => setTimeout(resolve, Math.min(100, options.settleMs / 2)));
    samples[kind].bytes.push(frames.bytes());
    if (!reestimate) return;
    frames.reset();
    await reestimate;
    samples.reestimate.ms.push(performance.now() - answered - options.settleMs);
    await new Promise((resolve) => setTimeout(resolve, 50));
    samples.reestimate.bytes.push(frames.bytes());
  };
  try {
    for (let round = 0; round < options.rounds; round++) {
      await change("join", JOIN_PATH, { method: "POST", headers: joinHeaders(options.token), body: joinBody(options.locationId, options.serviceId) });
      const id = waiting.shift();
      if (id === undefined) throw new Error("an empty line: nobody to serve");
      await change("start", staffPath(id), { method: "PATCH", headers: staffHeaders, body: staffBody(options.staffId) });
      await change("complete", staffPath(id), { method: "PATCH", headers: staffHeaders, body: staffBody() });
    }
  } finally {
    await closeAll([socket]);
  }
  const summary = (kind: keyof LineCost) => ({ ms: median(samples[kind].ms), bytes: median(samples[kind].bytes) });
  return { join: summary("join"), start: summary("start"), complete: summary("complete"), reestimate: summary("reestimate") };
}
