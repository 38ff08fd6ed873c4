// Builds the server (and, once it exists, the widget) when the sources are newer than the build,
// so `npm start` works on a fresh clone and after a pull without a separate build step.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["server/src", "widget/src", "office/src", "locales", "package.json", "tsconfig.json", "tsconfig.build.json"];
const MARKER = "dist/.build-stamp";

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** `npm run dev` leaves a development build of the widget (not minified): never started as is. */
function devWidgetBuild() {
  const release = "dist/assets/widget/release.json";
  return existsSync(release) && JSON.parse(readFileSync(release, "utf8")).dev === true;
}

export function ensureBuilt() {
  const built = existsSync(MARKER) && !devWidgetBuild() ? statSync(MARKER).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map(newestMtime));
  if (built >= newest) return;
  console.log("Building queue-booking…");
  execSync("npm run build", { stdio: "inherit" });
  writeFileSync(MARKER, new Date().toISOString());
}
