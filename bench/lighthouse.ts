/**
 * `npm run bench:lighthouse`: Lighthouse's mobile profile on every hosted screen, for the
 * default demo vendor and a vendor of its own (City Permit Office: private label, its own theme
 * and fonts), and the demo host page. Builds the element if it is stale; the server runs from
 * its sources (tsx), as the other benches run it, on a fresh SQLite file with the demo data.
 * Prints one Markdown table: the four scores, FCP, LCP, CLS, TBT and bytes on the wire.
 *
 * Not a test: nothing asserts a score. `--only <text>` (or `LIGHTHOUSE_ONLY`, comma-separated)
 * runs the screens whose name contains one of them; `LIGHTHOUSE_SAVE_DIR` keeps each full report.
 */
import { mkdirSync } from "node:fs";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { createBenchDatabase, startBenchServer } from "./bench-server.js";
import { bookAppointment, completedVisit, freeTimes, joinLine, prepareDemoDatabase, type VendorIds, type VendorKeys } from "./lighthouse-fixtures.js";
import { type LighthouseRow, reportFile, runLighthouse, withChromium } from "./lighthouse-run.js";
import { DEMO_HOST_SCREEN, type Screen, type VendorAppointments, vendorScreens } from "./lighthouse-screens.js";
import { formatTable } from "./lighthouse-table.js";
import { ensureWidgetBuilt } from "./widget-build.js";

const DEMO: VendorKeys = { slug: "demo", location: "downtown", service: "deposits", staff: "ana", answers: { member: 1 } };
const CITY_PERMITS: VendorKeys = { slug: "city-permits", location: "city-hall", service: "permit", staff: "clerk", answers: {} };

const { values } = parseArgs({ options: { only: { type: "string", multiple: true } } });
const only = [...(values.only ?? []), ...(process.env.LIGHTHOUSE_ONLY?.split(",") ?? [])].map((s) => s.trim().toLowerCase()).filter(Boolean);
const saveDir = process.env.LIGHTHOUSE_SAVE_DIR;
if (saveDir) mkdirSync(saveDir, { recursive: true });

/** The vendor's appointments: one waiting, one served to the end, and a booking when it books. */
async function appointmentsOf(base: string, vendor: VendorIds): Promise<VendorAppointments> {
  const waiting = await joinLine(base, vendor, "Waiting");
  const completed = await completedVisit(base, vendor);
  // The flow's pages show the earliest time; the booking takes the last, so that time stays free.
  const times = await freeTimes(base, vendor);
  const [first, last] = [times[0], times.at(-1)];
  if (!first || !last || first === last) return { waiting, completed };
  return { waiting, completed, booked: { start: first, appointment: await bookAppointment(base, vendor, last) } };
}

ensureWidgetBuilt();
const database = await createBenchDatabase();
const rows: { screen: Screen; row: LighthouseRow }[] = [];
try {
  const [demo, city] = await prepareDemoDatabase(database.url, [DEMO, CITY_PERMITS]);
  if (!demo || !city) throw new Error("the demo vendors were not loaded");
  const server = await startBenchServer(database.url, {
    DEFAULT_VENDOR: "demo",
    // The machine reaches no tile server: the map shows its markers on an empty ground.
    MAP_TILE_URL: "",
    READ_COST_PER_MINUTE: "10000000",
    READ_CONCURRENCY_PER_ADDRESS: "10000",
  });
  try {
    const screens = [
      ...vendorScreens(demo, await appointmentsOf(server.base, demo), true),
      ...vendorScreens(city, await appointmentsOf(server.base, city), false),
      DEMO_HOST_SCREEN,
    ].filter((screen) => only.length === 0 || only.some((part) => screen.name.toLowerCase().includes(part)));
    if (screens.length === 0) throw new Error(`no screen's name contains ${only.join(" or ")}`);
    await withChromium(async (port) => {
      for (const screen of screens) {
        process.stderr.write(`Lighthouse: ${screen.name} (${screen.path})\n`);
        const run = () =>
          runLighthouse(port, `${server.base}${screen.path}`, saveDir && reportFile(saveDir, screen.name)).catch(
            (error: unknown): LighthouseRow => ({ scores: [null, null, null, null], fcp: NaN, lcp: NaN, tbt: NaN, cls: NaN, bytes: NaN, error: String(error) }),
          );
        // On a busy machine Lighthouse now and then misses the trace's start (NO_NAVSTART) and
        // asks to be run again: once more, and a second miss is printed as it is.
        const first = await run();
        rows.push({ screen, row: first.error ? await run() : first });
      }
    });
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}

const tool = rows.find(({ row }) => row.tool)?.row.tool ?? "Lighthouse";
const date = new Date().toISOString().slice(0, 10);
process.stdout.write(`${tool}, mobile profile, ${date}, Node ${process.version}, ${cpus().length} cores\n\n${formatTable(rows)}\n`);
