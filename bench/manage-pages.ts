/**
 * What a staff action costs the clients watching their place in line (docs/performance.md): at
 * lines of 10, 1,000 and 10,000 waiting, with up to 1,000 manage pages open (each following its
 * own place's channel, as the element's manage page does, spread evenly along the line), one
 * staff "complete" of the visit just started (it ends sooner than the line assumed, so the
 * line's estimates move: the costly case): the bytes each page receives, the bytes sent to all pages,
 * and how long after the request the last page heard. Beside it, for comparison, what the same
 * action sends one subscriber of the location's channel (a TV board, a staff screen), which is
 * what each manage page received while pages followed their location's channel.
 *
 * `npm run bench:manage-pages`; `BENCH_DIALECTS` (default sqlite,postgres), `BENCH_ROUNDS` (3).
 */
import WebSocket from "ws";
import { appointmentChannel } from "#contract";
import { send, staffBody, staffHeaders, staffPath } from "./bench-requests.js";
import { createBenchDatabase, prepareBenchDatabase, startBenchServer } from "./bench-server.js";
import { fillLine, waitingIds } from "./fill-line.js";
import { benchEachDialect } from "./each-dialect.js";
import { median } from "./median.js";
import { closeAll, eventOf, frameCounter, liveUrl, subscribe } from "./subscriber.js";

const LENGTHS = [10, 1_000, 10_000];
const PAGES = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The server's LINE_SETTLE_MS (as in `npm run bench`): a staff action's re-estimate comes this long after. */
const SETTLE_MS = 250;
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** One manage page's socket, following its place (fill-line.ts gives every place the code BENCH000). */
async function openPage(base: string, placeId: number): Promise<WebSocket> {
  const socket = new WebSocket(liveUrl(base));
  const channel = appointmentChannel(placeId);
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => socket.send(JSON.stringify({ action: "subscribe", channel, code: "BENCH000" })));
    socket.on("message", function ack(raw) {
      if (eventOf(raw) === "subscribed") {
        socket.off("message", ack);
        resolve();
      } else if (eventOf(raw) === "error") reject(new Error(String(raw)));
    });
  });
  return socket;
}

async function openPages(base: string, places: number[]): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < places.length; i += 250) sockets.push(...(await Promise.all(places.slice(i, i + 250).map((id) => openPage(base, id)))));
  return sockets;
}

interface Round {
  perPageMax: number;
  perPageMedian: number;
  total: number;
  pagesHeard: number;
  lastMs: number;
  locationBytes: number;
}

async function benchDialect(label: string, adminUrl?: string): Promise<void> {
  const database = await createBenchDatabase(adminUrl);
  const lines: number[][] = [];
  const ids = await prepareBenchDatabase(database.url, LENGTHS.length, async (db, ids) => {
    for (const [i, waiting] of LENGTHS.entries()) {
      const location = ids.locations[i] ?? 0;
      await fillLine(db, ids.vendorId, location, ids.teller, waiting);
      lines.push(await waitingIds(db, location));
    }
  });
  const server = await startBenchServer(database.url, { LINE_SETTLE_MS: String(SETTLE_MS) });
  try {
    console.log(
      `\n== ${label}: one staff complete at the front of the line, ${PAGES.toLocaleString("en-US")} manage pages (or the whole line), median of ${ROUNDS}`,
    );
    console.log("  waiting  pages  bytes/page (median, max)  bytes to all pages  pages that heard  last heard ms*  location subscriber bytes");
    for (const [i, length] of LENGTHS.entries()) {
      const location = ids.locations[i] ?? 0;
      const staffId = ids.staffAt.get(location)?.[0] ?? 0;
      const waiting = [...(lines[i] ?? [])];
      const rounds: Round[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const first = waiting.shift();
        if (first === undefined) throw new Error("the line is empty");
        // Started before the pages open, its events over: the complete is what is measured.
        await send(`${server.base}${staffPath(first)}`, { method: "PATCH", headers: staffHeaders, body: staffBody(staffId) });
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 500));
        // Pages spread evenly along the rest of the line.
        const count = Math.min(PAGES, waiting.length);
        const places = Array.from({ length: count }, (_, k) => waiting[Math.floor((k * waiting.length) / count)] ?? 0);
        const pages = await openPages(server.base, places);
        const watcher = await subscribe(server.base, location);
        const watched = frameCounter(watcher);
        const bytes = pages.map(() => 0);
        const heardAt = pages.map(() => 0);
        pages.forEach((page, p) =>
          page.on("message", (raw: Buffer) => {
            bytes[p] = (bytes[p] ?? 0) + raw.length;
            heardAt[p] = performance.now();
          }),
        );
        const started = performance.now();
        const reestimate = watched.next("WaitTimeRecalculated", 60_000);
        await send(`${server.base}${staffPath(first)}`, { method: "PATCH", headers: staffHeaders, body: staffBody() });
        await reestimate;
        // The change's own frame, then the re-estimate after the settle delay: both are counted.
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 1_500));
        const heard = heardAt.filter((t) => t > 0);
        rounds.push({
          perPageMax: Math.max(...bytes),
          perPageMedian: median(bytes),
          total: bytes.reduce((a, b) => a + b, 0),
          pagesHeard: heard.length,
          lastMs: heard.length ? Math.max(...heard) - started : 0,
          locationBytes: watched.bytes(),
        });
        await closeAll([...pages, watcher]);
      }
      const m = (key: keyof Round) => median(rounds.map((r) => r[key]));
      console.log(
        `  ${fmt(length).padStart(7)} ${fmt(Math.min(PAGES, length - 1)).padStart(6)} ${`${fmt(m("perPageMedian"))}, ${fmt(m("perPageMax"))}`.padStart(26)}` +
          ` ${fmt(m("total")).padStart(19)} ${fmt(m("pagesHeard")).padStart(17)} ${fmt(m("lastMs")).padStart(14)} ${fmt(m("locationBytes")).padStart(26)}`,
      );
    }
    console.log(`  * after the request, including the line's settle delay (LINE_SETTLE_MS=${SETTLE_MS}) before its re-estimate`);
  } finally {
    await server.stop();
    await database.drop();
  }
}

console.log(`queue-booking manage pages bench — Node ${process.version}`);
await benchEachDialect(benchDialect);
