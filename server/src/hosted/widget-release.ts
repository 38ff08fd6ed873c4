/**
 * Which script a hosted page loads: the current build's own entry,
 * `/widget/r/{release}/queue-booking.js`, named in the build's `release.json` (written by
 * rollup.config.mjs). That URL never changes content, so a page opened just before a deploy, or
 * an entry cached by the browser, keeps asking for the chunks of its own build, which the build
 * keeps. Without a `release.json` (a build from before releases) pages load the plain entry.
 * The file is read again at most once a second, so a build written under a running server is
 * taken up without a restart. The back office's build (`office-release.ts`) works the same way.
 *
 * `release.json` also names what a hosted page preloads (`widgetPreloads`): the chunks the entry
 * imports statically and each language's core catalog, so the browser fetches them while it
 * parses the HTML instead of one after the other once the entry has run; and the element's
 * version with its entry's Subresource Integrity (`widgetPin`), which vendors pin.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Locale } from "#contract";

/** The entry that always holds the latest build (host pages load it). */
export const WIDGET_ENTRY_PATH = "/widget/queue-booking.js";
/** A release's id: the first 12 hex digits of its entry's SHA-256. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;
const REREAD_MS = 1000;
/** An element version as package.json holds it (`0.1.0`, `1.2.0-rc.1`): nothing that leaves the folder. */
export const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/;
/** A sha384 Subresource Integrity value, as the build writes it. */
const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;
/** A chunk's file name as rollup writes it (`chunks/en-AbC_12.js`): nothing that leaves the folder. */
const CHUNK_FILE = /^chunks\/[\w-]+\.js$/;

interface Release {
  id: string | undefined;
  version?: string;
  integrity?: string;
  imports: string[];
  locales: Partial<Record<string, string>>;
}

const NONE: Release = { id: undefined, imports: [], locales: {} };
const known = new Map<string, { release: Release; readAt: number }>();

const chunkFiles = (value: unknown): string[] => (Array.isArray(value) ? value.filter((f): f is string => typeof f === "string" && CHUNK_FILE.test(f)) : []);

async function readRelease(buildDir: string): Promise<Release> {
  try {
    const json = JSON.parse(await readFile(join(buildDir, "release.json"), "utf8")) as Record<string, unknown>;
    if (typeof json.id !== "string" || !RELEASE_ID.test(json.id)) return NONE;
    const locales = typeof json.locales === "object" && json.locales !== null ? (json.locales as Record<string, unknown>) : {};
    return {
      id: json.id,
      ...(typeof json.version === "string" && VERSION.test(json.version) ? { version: json.version } : {}),
      ...(typeof json.integrity === "string" && INTEGRITY.test(json.integrity) ? { integrity: json.integrity } : {}),
      imports: chunkFiles(json.imports),
      locales: Object.fromEntries(Object.entries(locales).flatMap(([locale, file]) => chunkFiles([file]).map((f) => [locale, f]))),
    };
  } catch {
    return NONE;
  }
}

async function releaseOf(buildDir: string, now: number): Promise<Release> {
  const cached = known.get(buildDir);
  if (cached && now - cached.readAt < REREAD_MS) return cached.release;
  const release = await readRelease(buildDir);
  known.set(buildDir, { release, readAt: now });
  return release;
}

/** The release id a build folder's `release.json` names, or undefined (read at most once a second). */
export async function releaseIdOf(buildDir: string, now = Date.now()): Promise<string | undefined> {
  return (await releaseOf(buildDir, now)).id;
}

export async function widgetEntryPath(widgetDir: string, now = Date.now()): Promise<string> {
  const id = await releaseIdOf(widgetDir, now);
  return id ? `/widget/r/${id}/queue-booking.js` : WIDGET_ENTRY_PATH;
}

/**
 * The scripts a page in `locale` loads first, entry first, as the entry will ask for them
 * (`/widget/r/{release}/chunks/…`). Only the entry without a release.
 */
export async function widgetPreloads(widgetDir: string, locale: Locale, now = Date.now()): Promise<string[]> {
  const release = await releaseOf(widgetDir, now);
  if (!release.id) return [WIDGET_ENTRY_PATH];
  const base = `/widget/r/${release.id}`;
  const catalog = release.locales[locale];
  return [`${base}/queue-booking.js`, ...[...release.imports, ...(catalog ? [catalog] : [])].map((file) => `${base}/${file}`)];
}

/** The element's version a build serves under `/widget/v{version}/`: the release holding its entry, and that entry's integrity. */
export interface WidgetPin {
  version: string;
  release: string;
  integrity: string;
}

/** The build's pinned version, or undefined for a build that names none (before pinning, or not built). */
export async function widgetPin(widgetDir: string, now = Date.now()): Promise<WidgetPin | undefined> {
  const { id, version, integrity } = await releaseOf(widgetDir, now);
  return id && version && integrity ? { version, release: id, integrity } : undefined;
}
