/**
 * What a host page downloads before the join form is usable: the ES module entry, every
 * chunk it imports statically (transitively), and the active locale's catalog chunk with its
 * own static imports. Lazy chunks loaded later (the map, other catalogs) are not counted.
 * Sizes are gzip level 9, in kB of 1000 bytes. `measureDownload` measures any build's first
 * screen the same way (the back office's: `office-download.ts`).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const BUNDLE_DIR = "dist/assets/widget";
export const ENTRY_FILE = "queue-booking.js";
/** The budget (brotli, on the wire) docs/embedding.md ("Bundle size") promises and the browser test enforces. */
export const INITIAL_BUDGET_KB = 91.5;

export interface BundleFile {
  /** Relative to the bundle folder, e.g. `chunks/en-FrI6cNum.js`. */
  file: string;
  bytes: number;
  gzipBytes: number;
  /** What the server sends to a client that accepts brotli: the build's `.br` beside the file. */
  brotliBytes: number;
}

export interface InitialDownload {
  files: BundleFile[];
  gzipBytes: number;
  brotliBytes: number;
  /** Chunks in the build that a host page does not need before the form. */
  deferred: string[];
}

/** `import … from "./x.js"` and `import "./x.js"`, as rollup writes them; not `import("…")`. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"(\.{1,2}\/[^"]+\.js)"/g;
/** `import("./x.js")`: loaded only when the code asks. */
const DYNAMIC_IMPORT = /\bimport\(\s*"(\.{1,2}\/[^"]+\.js)"\s*\)/g;
/** Rollup's `chunks/[name]-[hash].js`: the default hash is 8 characters. */
const CHUNK_NAME = /^(.+)-[A-Za-z0-9_-]{8}\.js$/;

export const kB = (bytes: number): number => bytes / 1000;

function imports(dir: string, file: string, pattern: RegExp): string[] {
  const code = readFileSync(join(dir, file), "utf8");
  return [...code.matchAll(pattern)].map((m) => normalize(join(dirname(file), m[1] ?? "")));
}

/** Every file reachable from `roots` through the given kinds of import. */
function reachable(dir: string, roots: string[], patterns: RegExp[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const pattern of patterns) queue.push(...imports(dir, file, pattern));
  }
  return seen;
}

/** The size of the `.br` file the build wrote (what is served), or of the same compression. */
function brotliSize(path: string, code: Buffer): number {
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** What one first screen downloads: an entry with its static imports, a catalog, and lazy chunks the screen needs. */
export interface DownloadSpec {
  dir: string;
  entry: string;
  /** The catalog chunk's name without its hash: `en` (the element's core catalog), `office-en`. */
  catalog: string;
  /** Lazy chunks the screen needs before it shows, by name without hash (`account-screen`). */
  chunks?: readonly string[];
}

export function measureDownload(spec: DownloadSpec): InitialDownload {
  const { dir, entry } = spec;
  // Walked from the entry rather than listed from the folder: rollup leaves the chunks of
  // earlier builds behind, and those must neither count nor be mistaken for the catalog.
  const everything = reachable(dir, [entry], [STATIC_IMPORT, DYNAMIC_IMPORT]);
  const named = (name: string) => [...everything].find((f) => f.startsWith("chunks/") && CHUNK_NAME.exec(f.slice(7))?.[1] === name);
  const roots = [entry, ...[spec.catalog, ...(spec.chunks ?? [])].flatMap((name) => named(name) ?? [])];
  const initial = reachable(dir, roots, [STATIC_IMPORT]);
  const files = [...initial].map((file) => {
    const code = readFileSync(join(dir, file));
    return { file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length, brotliBytes: brotliSize(join(dir, file), code) };
  });
  return {
    files,
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    brotliBytes: files.reduce((sum, f) => sum + f.brotliBytes, 0),
    deferred: [...everything].filter((f) => !initial.has(f)),
  };
}

export function measureInitialDownload(locale = "en", dir = BUNDLE_DIR): InitialDownload {
  return measureDownload({ dir, entry: ENTRY_FILE, catalog: locale });
}
