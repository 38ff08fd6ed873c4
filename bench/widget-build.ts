/**
 * Builds the widget bundle when it is missing or older than its sources, so the bundle
 * benchmark and the browser tests always measure and load what the sources say. Runs the same
 * two steps as `npm run build:locales && npm run build:widget`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Relative to the project root (the working directory of npm scripts and vitest). */
export const WIDGET_ENTRY = "dist/assets/widget/queue-booking.js";
/** One rollup config builds the element and the back office (office/), so either's sources make the build stale. */
const SOURCES = ["widget/src", "office/src", "locales", "rollup.config.mjs", "babel.config.json", "lingui.config.ts", "package.json"];
/** The server's renderer of hosted first screens (server/src/hosted/first-screen.ts), same config. */
const SERVER_RENDER_ENTRY = "dist/server-render/first-screen.mjs";
/** The back office's build, beside the element's. */
const OFFICE_RELEASE = "dist/assets/office/release.json";

/** lingui compile rewrites `locales/*.ts` on every test run; the `.po` catalogs are the source. */
const isGenerated = (path: string) => /(^|\/)locales\/[^/]+\.ts$/.test(path);

function newestMtime(path: string): number {
  if (!existsSync(path) || isGenerated(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when the entry is missing or a source file changed after it was written. */
export function widgetBuildIsStale(root = "."): boolean {
  const entry = join(root, WIDGET_ENTRY);
  if (!existsSync(entry)) return true;
  // A build from before releases (rollup.config.mjs's release-entry) lacks what pages now load.
  const release = join(root, "dist/assets/widget/release.json");
  if (!existsSync(release) || !existsSync(join(root, OFFICE_RELEASE)) || !existsSync(join(root, SERVER_RENDER_ENTRY))) return true;
  // A development build (`npm run dev`: not minified) is never measured nor tested.
  if ((JSON.parse(readFileSync(release, "utf8")) as { dev?: boolean }).dev) return true;
  const newest = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  return newest > statSync(entry).mtimeMs;
}

/** Builds if stale; returns whether it built. Output goes to stderr so scripts stay readable. */
export function ensureWidgetBuilt(root = "."): boolean {
  if (!widgetBuildIsStale(root)) return false;
  process.stderr.write("Building the widget (lingui compile, rollup)…\n");
  const run = (args: string[]) => execFileSync("npx", args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  run(["lingui", "compile", "--typescript"]);
  run(["rollup", "-c", "rollup.config.mjs"]);
  return true;
}
