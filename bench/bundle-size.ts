/**
 * `npm run bench:bundle`: builds the widget if needed and prints the size on the wire (brotli, and gzip for older clients) of what a host
 * page downloads before the form is usable (see `initial-download.ts`), against the budget; then
 * the same for each first screen of the back office (`office-download.ts`) against its own.
 * `BUNDLE_LOCALE=es` measures with another catalog.
 */
import { type InitialDownload, INITIAL_BUDGET_KB, kB, measureInitialDownload } from "./initial-download.js";
import { OFFICE_BUDGET_KB, OFFICE_FIRST_SCREENS, measureOfficeFirstScreen } from "./office-download.js";
import { ensureWidgetBuilt } from "./widget-build.js";

const locale = process.env.BUNDLE_LOCALE ?? "en";
const fmt = (bytes: number) => `${kB(bytes).toFixed(1)} kB`.padStart(10);

ensureWidgetBuilt();

function report(title: string, download: InitialDownload, budgetKb: number): string[] {
  return [
    title,
    `  ${"file".padEnd(40)}${"raw".padStart(10)}${"gzip -9".padStart(10)}${"brotli".padStart(10)}`,
    ...download.files.map((f) => `  ${f.file.padEnd(40)}${fmt(f.bytes)}${fmt(f.gzipBytes)}${fmt(f.brotliBytes)}`),
    `  ${"total".padEnd(40)}${"".padStart(10)}${fmt(download.gzipBytes)}${fmt(download.brotliBytes)}   (budget ${budgetKb} kB brotli)`,
    `  loaded later, not counted: ${download.deferred.length ? download.deferred.join(", ") : "none"}`,
  ];
}

const download = measureInitialDownload(locale);
const lines = report(`Widget bundle: what a host page downloads before the form is usable (locale ${locale})`, download, INITIAL_BUDGET_KB);
let over = kB(download.brotliBytes) > INITIAL_BUDGET_KB;
for (const screen of Object.keys(OFFICE_FIRST_SCREENS)) {
  const office = measureOfficeFirstScreen(screen, locale);
  lines.push("", ...report(`Back office: what its page downloads before the ${screen} screen is usable (locale ${locale})`, office, OFFICE_BUDGET_KB));
  over ||= kB(office.brotliBytes) > OFFICE_BUDGET_KB;
}
process.stdout.write(`${lines.join("\n")}\n`);
if (over) process.exitCode = 1;
