/**
 * Which script a hosted page loads: the current build's own entry,
 * `/widget/r/{release}/queue-booking.js`, named in the build's `release.json` (written by
 * rollup.config.mjs). That URL never changes content, so a page opened just before a deploy, or
 * an entry cached by the browser, keeps asking for the chunks of its own build, which the build
 * keeps. Without a `release.json` (a build from before releases) pages load the plain entry.
 * The file is read again at most once a second, so a build written under a running server is
 * taken up without a restart. The back office's build (`office-release.ts`) works the same way.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** The entry that always holds the latest build (host pages load it). */
export const WIDGET_ENTRY_PATH = "/widget/queue-booking.js";
/** A release's id: the first 12 hex digits of its entry's SHA-256. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;
const REREAD_MS = 1000;

const known = new Map<string, { id: string | undefined; readAt: number }>();

async function readId(buildDir: string): Promise<string | undefined> {
  try {
    const { id } = JSON.parse(await readFile(join(buildDir, "release.json"), "utf8")) as { id?: unknown };
    return typeof id === "string" && RELEASE_ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The release id a build folder's `release.json` names, or undefined (read at most once a second). */
export async function releaseIdOf(buildDir: string, now = Date.now()): Promise<string | undefined> {
  const cached = known.get(buildDir);
  if (cached && now - cached.readAt < REREAD_MS) return cached.id;
  const id = await readId(buildDir);
  known.set(buildDir, { id, readAt: now });
  return id;
}

export async function widgetEntryPath(widgetDir: string, now = Date.now()): Promise<string> {
  const id = await releaseIdOf(widgetDir, now);
  return id ? `/widget/r/${id}/queue-booking.js` : WIDGET_ENTRY_PATH;
}
