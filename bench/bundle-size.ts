/**
 * `npm run bench:bundle`: builds the widget if needed and prints the size on the wire (brotli, and gzip for older clients) of what a host
 * page downloads before the form is usable (see `initial-download.ts`), against the budget.
 * `BUNDLE_LOCALE=es` measures with another catalog.
 */
import { INITIAL_BUDGET_KB, kB, measureInitialDownload } from "./initial-download.js";
import { ensureWidgetBuilt } from "./widget-build.js";

const locale = process.env.BUNDLE_LOCALE ?? "en";
const fmt = (bytes: number) => `${kB(bytes).toFixed(1)} kB`.padStart(10);

ensureWidgetBuilt();
const download = measureInitialDownload(locale);
const lines = [
  `Widget bundle: what a host page downloads before the form is usable (locale ${locale})`,
  `  ${"file".padEnd(40)}${"raw".padStart(10)}${"gzip -9".padStart(10)}${"brotli".padStart(10)}`,
  ...download.files.map((f) => `  ${f.file.padEnd(40)}${fmt(f.bytes)}${fmt(f.gzipBytes)}${fmt(f.brotliBytes)}`),
  `  ${"total".padEnd(40)}${"".padStart(10)}${fmt(download.gzipBytes)}${fmt(download.brotliBytes)}   (budget ${INITIAL_BUDGET_KB} kB brotli)`,
  `  loaded later, not counted: ${download.deferred.length ? download.deferred.join(", ") : "none"}`,
];
process.stdout.write(`${lines.join("\n")}\n`);
if (kB(download.brotliBytes) > INITIAL_BUDGET_KB) process.exitCode = 1;
