/**
 * One `WaitTimeRecalculated` event reaching N subscribers of a location, from the server under
 * test (a join triggers it), next to a bare `ws` broadcast of the very same frame to as many
 * clients (raw-broadcast-server.ts, also in a process of its own), in the same run. The figure
 * is the spread from the first subscriber's receipt to the last one's: the fan-out alone,
 * without the join that caused it. From the trigger to the last receipt is printed beside it.
 */
import { spawnScript } from "../test/helpers/server-process.js";
import WebSocket from "ws";
import { JOIN_PATH, joinBody, joinHeaders, send } from "./bench-requests.js";
import { rssMb } from "./bench-server.js";
import { closeAll, eventOf, subscribeMany } from "./subscriber.js";

export interface FanOut {
  /** First receipt to last receipt. */
  spreadMs: number;
  /** Trigger to last receipt. */
  totalMs: number;
  frameBytes: number;
}

/** Resolves when every socket has received one frame of `event`, with their receipt times. */
function receipts(sockets: WebSocket[], event: string): Promise<{ first: number; last: number; frame: Buffer }> {
  return new Promise((resolve) => {
    let remaining = sockets.length;
    let first = Infinity;
    let frame: Buffer = Buffer.alloc(0);
    for (const socket of sockets) {
      const listener = (raw: Buffer) => {
        if (eventOf(raw) !== event) return;
        socket.off("message", listener);
        const at = performance.now();
        if (at < first) [first, frame] = [at, raw];
        if (--remaining === 0) resolve({ first, last: at, frame });
      };
      socket.on("message", listener);
    }
  });
}

/** The server's fan-out; also answers the server's RSS while all those sockets are open. */
export async function serverFanOut(
  options: { base: string; pid: number | undefined; token: string; locationId: number; serviceId: number },
  clients: number,
): Promise<FanOut & { rssMb: number; frame: Buffer }> {
  const sockets = await subscribeMany(options.base, options.locationId, clients);
  try {
    const arrived = receipts(sockets, "WaitTimeRecalculated");
    const started = performance.now();
    await send(`${options.base}${JOIN_PATH}`, { method: "POST", headers: joinHeaders(options.token), body: joinBody(options.locationId, options.serviceId) });
    const { first, last, frame } = await arrived;
    return { spreadMs: last - first, totalMs: last - started, frameBytes: frame.length, frame, rssMb: rssMb(options.pid) };
  } finally {
    await closeAll(sockets);
  }
}

/** The raw `ws` broadcast of `frame` to `clients` clients of a fresh baseline process. */
export async function rawFanOut(frame: Buffer, clients: number): Promise<FanOut> {
  const child = spawnScript("bench/raw-broadcast-server.ts", [], {});
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = "";
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (chunk: string) => {
        out += chunk;
        const match = /"port":(\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      child.once("exit", () => reject(new Error(`raw broadcast server exited: ${out}`)));
    });
    const url = `ws://127.0.0.1:${port}`;
    const open = (socket: WebSocket) => new Promise<WebSocket>((resolve, reject) => socket.once("open", () => resolve(socket)).once("error", reject));
    const control = await open(new WebSocket(url));
    const sockets: WebSocket[] = [];
    for (let i = 0; i < clients; i += 250) {
      sockets.push(...(await Promise.all(Array.from({ length: Math.min(250, clients - i) }, () => open(new WebSocket(url))))));
    }
    const event = eventOf(frame) ?? "";
    const arrived = receipts(sockets, event);
    const started = performance.now();
    control.send(frame, { binary: false });
    const { first, last } = await arrived;
    await closeAll([control, ...sockets]);
    return { spreadMs: last - first, totalMs: last - started, frameBytes: frame.length };
  } finally {
    child.kill("SIGTERM");
  }
}
