/**
 * Scale-out on PostgreSQL: two server processes on one database, the client choosing an
 * instance (no proxy). Joins a second at 50 connections against one instance, then 25 against
 * each of the two at once; then joins to one location sent to either instance in turn, and how
 * many `WaitTimeRecalculated` events a subscriber on each instance received (every one should).
 */
import type WebSocket from "ws";
import { JOIN_PATH, joinBody, joinHeaders, send } from "./bench-requests.js";
import { measure, type LoadOptions, type Throughput } from "./http-throughput.js";
import { closeAll, eventOf, subscribe } from "./subscriber.js";

export interface ScaleOut {
  one: Throughput;
  two: Throughput[];
  /** Events each instance's subscriber received, of `sent` joins. */
  received: number[];
  sent: number;
}

export async function scaleOut(options: {
  bases: [string, string];
  tokens: [string, string];
  load: (token: string, connections: number) => LoadOptions;
  /** Where the warm-up joins go. */
  locationId: number;
  /** Where the subscribers listen, and only the counted joins go. */
  eventsLocationId: number;
  serviceId: number;
  seconds: number;
  joins: number;
}): Promise<ScaleOut> {
  const [a, b] = options.bases;
  // A few joins on each first: an instance's first requests prepare statements and warm caches.
  for (const [i, base] of options.bases.entries()) {
    for (let n = 0; n < 5; n++)
      await send(`${base}${JOIN_PATH}`, {
        method: "POST",
        headers: joinHeaders(options.tokens[i] ?? ""),
        body: joinBody(options.locationId, options.serviceId),
      });
  }
  const one = await measure(`${a}${JOIN_PATH}`, options.load(options.tokens[0], 50), options.seconds);
  const two = await Promise.all(options.bases.map((base, i) => measure(`${base}${JOIN_PATH}`, options.load(options.tokens[i] ?? "", 25), options.seconds)));
  const sockets = [await subscribe(a, options.eventsLocationId), await subscribe(b, options.eventsLocationId)];
  const received = [0, 0];
  sockets.forEach((socket: WebSocket, i) =>
    socket.on("message", (raw: Buffer) => {
      if (eventOf(raw) === "WaitTimeRecalculated") received[i] = (received[i] ?? 0) + 1;
    }),
  );
  try {
    for (let n = 0; n < options.joins; n++) {
      const i = n % 2;
      const base = options.bases[i] ?? a;
      await send(`${base}${JOIN_PATH}`, {
        method: "POST",
        headers: joinHeaders(options.tokens[i] ?? ""),
        body: joinBody(options.eventsLocationId, options.serviceId),
      });
    }
    // Events from the other instance come through the database's bus: wait for them, up to 30 s.
    const deadline = Date.now() + 30_000;
    while (received.some((r) => r < options.joins) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    await closeAll(sockets);
  }
  return { one, two, received: [...received], sent: options.joins };
}
