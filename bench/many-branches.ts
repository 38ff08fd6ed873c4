/**
 * `npm run bench:branches`: a vendor of 1,000 branches against one of 3, each picker loaded in
 * Debian's Chromium as a phone on slow 4G with a 4× slower CPU (many-branches-probe.ts), a
 * few runs each, taking turns. Prints the medians (first branch visible, list bytes, elements)
 * and the ratio of the first branch's times, whose target is 1.2 or less (issue 34).
 *
 * Not a test: nothing is asserted. `BRANCHES_RUNS` sets the runs per vendor (5 by default).
 */
import * as v from "valibot";
import { chromium } from "playwright-core";
import { loadConfig } from "../server/src/config.js";
import { openStore } from "../server/src/db/database.js";
import { applyVendorDocument } from "../server/src/vendors/apply-vendor-document.js";
import { VendorDocumentSchema } from "#contract";
import { createBenchDatabase, startBenchServer } from "./bench-server.js";
import { benchVendor } from "./bench-vendor.js";
import { withChromium } from "./lighthouse-run.js";
import { median } from "./median.js";
import { CPU_SLOWDOWN, loadPicker, type PickerLoad } from "./many-branches-probe.js";
import { ensureWidgetBuilt } from "./widget-build.js";

const VENDORS = [
  { slug: "branches-1000", locations: 1000 },
  { slug: "branches-3", locations: 3 },
];
const RUNS = Number(process.env.BRANCHES_RUNS ?? 5);

ensureWidgetBuilt();
const database = await createBenchDatabase();
const loads = new Map<string, PickerLoad[]>(VENDORS.map((vendor) => [vendor.slug, []]));
let browserVersion = "?";
try {
  const store = await openStore(loadConfig({ DATABASE_URL: database.url }).database);
  try {
    for (const vendor of VENDORS) await applyVendorDocument(store.db, vendor.slug, v.parse(VendorDocumentSchema, benchVendor(vendor.locations)), new Date());
  } finally {
    await store.close();
  }
  const server = await startBenchServer(database.url, { MAP_TILE_URL: "", READ_COST_PER_MINUTE: "10000000", READ_CONCURRENCY_PER_ADDRESS: "10000" });
  try {
    await withChromium(async (port) => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      browserVersion = browser.version();
      // One unmeasured load each, so the server's caches and the first compile are behind us.
      for (const vendor of VENDORS) await loadPicker(browser, `${server.base}/callback-service?vendor=${vendor.slug}`);
      for (let run = 0; run < RUNS; run++) {
        for (const vendor of VENDORS) {
          const load = await loadPicker(browser, `${server.base}/callback-service?vendor=${vendor.slug}`);
          process.stderr.write(`${vendor.slug} run ${run + 1}: first branch ${Math.round(load.firstBranchMs)} ms\n`);
          loads.get(vendor.slug)?.push(load);
        }
      }
      await browser.close();
    });
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}

const of = (slug: string, pick: (load: PickerLoad) => number) => median((loads.get(slug) ?? []).map(pick));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Chromium ${browserVersion}, slow 4G (DevTools preset), ${CPU_SLOWDOWN}× CPU slowdown, 412×823 phone viewport, median of ${RUNS} runs\n`);
console.log("| Vendor | First branch visible | Runs (ms) | List bytes on the wire | List bytes decoded | Elements | Rows shown |");
console.log("|---|---|---|---|---|---|---|");
for (const { slug, locations } of VENDORS) {
  const runs = (loads.get(slug) ?? []).map((l) => Math.round(l.firstBranchMs)).join(", ");
  console.log(
    `| ${locations.toLocaleString("en")} branches | ${Math.round(of(slug, (l) => l.firstBranchMs))} ms | ${runs} | ${kb(of(slug, (l) => l.listBytes))} | ${kb(of(slug, (l) => l.listDecodedBytes))} | ${of(slug, (l) => l.elements)} | ${of(slug, (l) => l.rows)} |`,
  );
}
const [many, few] = VENDORS.map(({ slug }) => of(slug, (l) => l.firstBranchMs));
console.log(`\nFirst branch visible, 1,000 ÷ 3 branches: ${((many ?? NaN) / (few ?? NaN)).toFixed(2)} (target ≤ 1.2)`);
