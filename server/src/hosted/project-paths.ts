/**
 * Folders the hosted routes serve files from. The server runs both from its TypeScript sources
 * (tests, tsx) and from `dist/server/src` (npm start), so paths are found from the project root
 * (the folder whose package.json is ours) rather than counted relative to this module.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "queue-booking";

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown }).name === PACKAGE_NAME) return dir;
      } catch {
        // An unreadable manifest is not ours; keep walking up.
      }
    }
    if (dirname(dir) === dir) throw new Error(`queue-booking: no ${PACKAGE_NAME} package.json above ${start}`);
  }
}

/** The folder holding the project's package.json. */
export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** The rollup output: `queue-booking.js`, `queue-booking.iife.js` and `chunks/`. */
export const WIDGET_DIR = join(PROJECT_ROOT, "dist", "assets", "widget");

/** Roboto's woff2 files, shipped by @fontsource/roboto (no outside font host). */
export const FONT_DIR = findFontDir();

function findFontDir(): string {
  try {
    // Wherever npm placed the package (hoisted or not).
    return dirname(createRequire(import.meta.url).resolve("@fontsource/roboto/files/roboto-latin-400-normal.woff2"));
  } catch {
    // Not installed: the font routes answer 404 and the element falls back to system-ui.
    return join(PROJECT_ROOT, "node_modules", "@fontsource", "roboto", "files");
  }
}

/** The QA page that embeds the element the way a vendor's site would. */
export const DEMO_HOST_DIR = join(PROJECT_ROOT, "demo-host");

/** The back office's rollup output: `release.json`, `releases/{id}/office.js` and `chunks/`. */
export const OFFICE_DIR = join(PROJECT_ROOT, "dist", "assets", "office");
