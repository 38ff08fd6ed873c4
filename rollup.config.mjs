// Builds the <queue-booking> element: an ES module with lazy chunks (locale catalogs, the map)
// for `<script type="module">`, and a classic-script loader of it for hosts without modules;
// and the back-office app (office/), an ES module with chunks of its own.
import { babel } from "@rollup/plugin-babel";
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";

// Always a production build, whoever runs it (vitest sets NODE_ENV=test): emotion and lingui
// then leave out their development code and inline message texts.
process.env.NODE_ENV = "production";

const extensions = [".ts", ".tsx", ".js", ".mjs"];

/**
 * `npm run dev` (rollup --watch) rebuilds in seconds: the scripts are not minified and are
 * compressed at a fast level. Never what ships: `npm run build` and the tests build without it.
 */
const WATCH = process.env.ROLLUP_WATCH === "true";
const BROTLI_QUALITY = WATCH ? 4 : 11;
const GZIP_LEVEL = WATCH ? 1 : 9;

/** Our sources import `./x.js` (NodeNext style) for files that are `x.ts` or `x.tsx`. */
const typescriptSpecifiers = () => ({
  name: "typescript-specifiers",
  async resolveId(source, importer) {
    if (!importer || !source.startsWith(".") || !source.endsWith(".js")) return null;
    for (const ext of [".ts", ".tsx"]) {
      const resolved = await this.resolve(source.slice(0, -3) + ext, importer, { skipSelf: true });
      if (resolved) return resolved;
    }
    return null;
  },
});

/**
 * `import css from "x.css?inline"` gives the stylesheet as a string (as Vite does), for the
 * element to put inside its shadow root; comments and runs of whitespace are dropped.
 */
const INLINE = "?inline";
const inlineCss = () => ({
  name: "inline-css",
  async resolveId(source, importer) {
    if (!source.endsWith(`.css${INLINE}`)) return null;
    const resolved = await this.resolve(source.slice(0, -INLINE.length), importer, { skipSelf: true });
    return resolved ? `${resolved.id}${INLINE}` : null;
  },
  async load(id) {
    if (!id.endsWith(`.css${INLINE}`)) return null;
    const file = id.slice(0, -INLINE.length);
    this.addWatchFile(file);
    const css = (await readFile(file, "utf8"))
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\s+/g, " ")
      .trim();
    return `export default ${JSON.stringify(css)};`;
  },
});

/**
 * Leaflet tests whether the browser parses inline SVG by writing `'<svg/>'` through innerHTML
 * when it loads, which a page enforcing Trusted Types refuses (the whole map chunk then fails).
 * The same test, made with createElementNS: no HTML string. The build fails if a Leaflet update
 * changes that line, so the fix is never silently lost.
 */
const LEAFLET_SVG_TEST = "div.innerHTML = '<svg/>';";
const leafletWithoutHtmlStrings = () => ({
  name: "leaflet-without-html-strings",
  transform(code, id) {
    if (!id.replace(/\\/g, "/").endsWith("leaflet/dist/leaflet-src.js")) return null;
    if (!code.includes(LEAFLET_SVG_TEST)) this.error("Leaflet's inline SVG test changed: see leafletWithoutHtmlStrings in rollup.config.mjs");
    return { code: code.replace(LEAFLET_SVG_TEST, "div.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));"), map: null };
  },
});

const plugins = () => [
  leafletWithoutHtmlStrings(),
  typescriptSpecifiers(),
  inlineCss(),
  replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
  nodeResolve({ browser: true, extensions, exportConditions: ["production"] }),
  commonjs(),
  babel({ babelHelpers: "bundled", extensions, exclude: /node_modules/, configFile: "./babel.config.json" }),
  ...(WATCH ? [] : [terser({ format: { comments: false }, compress: { passes: 3 }, ecma: 2020, toplevel: true })]),
];

/** React libraries mark themselves "use client"; meaningless in a plain bundle. */
const onwarn = (warning, warn) => {
  if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
  warn(warning);
};

const OUT = "dist/assets/widget";
/** The back office's build (office/), loaded only by its own page. */
const OFFICE_OUT = "dist/assets/office";
/** The server's first-screen renderer (server/src/hosted/first-screen.ts loads it). */
const SERVER_RENDER_OUT = "dist/server-render";
/** Only the server loads it, once at start: nothing to keep from an older build. */
const cleanOut = (out) => ({
  name: "clean-out",
  buildStart() {
    rmSync(out, { recursive: true, force: true });
  },
});
/** How long a chunk no build wrote again is kept for pages opened before a deploy. */
const CHUNK_KEPT_DAYS = 30;

/**
 * Chunks are named by their content, so a page opened before a deploy still asks for the chunks
 * of its own build: they are kept (each build rewrites the ones it still uses), and only those no
 * build wrote for `CHUNK_KEPT_DAYS` are removed, and so are releases' entries (`releaseEntry`).
 */
const pruneOldChunks = (out = OUT) => ({
  name: "prune-old-chunks",
  buildStart() {
    const before = Date.now() - CHUNK_KEPT_DAYS * 86_400_000;
    for (const dir of [`${out}/chunks`, `${out}/releases`]) {
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir)) {
        if (statSync(`${dir}/${name}`).mtimeMs < before) rmSync(`${dir}/${name}`, { recursive: true, force: true });
      }
    }
  },
});

/**
 * Each script is written also brotli- (quality 11) and gzip-compressed (level 9), which the
 * server sends to clients that accept them with no work per request (`.br`, `.gz` beside it).
 */
const precompress = () => ({
  name: "precompress",
  writeBundle(options, bundle) {
    const dir = options.dir ?? dirname(options.file);
    for (const file of Object.keys(bundle)) {
      if (!file.endsWith(".js")) continue;
      const code = readFileSync(`${dir}/${file}`);
      writeFileSync(`${dir}/${file}.br`, brotliCompressSync(code, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }));
      writeFileSync(`${dir}/${file}.gz`, gzipSync(code, { level: GZIP_LEVEL }));
    }
  },
});

/**
 * The classic-script build (`queue-booking.iife.js`) for hosts that cannot load module scripts:
 * a loader of a few hundred bytes that imports this release's module entry from the origin it
 * was loaded from (`import()` works in classic scripts in every browser the element runs in).
 * So it gets the same lazy chunks as the module — the map, the booking flow and the other
 * languages only when they are needed — instead of 178 kB (brotli) with everything inlined.
 */
const iifeLoader = (release) => `/* queue-booking ${release}: loads the element's module build, see docs/embedding.md ("The IIFE build"). */
(function () {
  var script = document.currentScript || document.querySelector('script[src*="queue-booking.iife.js"]');
  var base = script && script.src ? script.src : location.href;
  import(new URL("r/${release}/queue-booking.js", base).href).catch(function (error) {
    console.error("queue-booking: the element could not be loaded", error);
  });
})();
`;

/**
 * The entry of this build under a path of its own, `releases/{hash}/queue-booking.js`, which
 * never changes and is cached for a year (the server serves its `chunks/` from the shared
 * folder): hosted pages and the classic-script loader load it, so a page open across a deploy
 * keeps one release throughout.
 */
/**
 * Copies a build's entry to `releases/{id}/` and names it in `release.json`, with the entry's
 * Subresource Integrity (`integrity`, what a pinned script tag carries) and `extra` (the
 * element's: its version and the chunks a hosted page preloads); answers the id.
 */
function writeRelease(dir, entry, extra = {}, warn = console.warn) {
  const code = readFileSync(`${dir}/${entry}`);
  const id = createHash("sha256").update(code).digest("hex").slice(0, 12);
  const integrity = `sha384-${createHash("sha384").update(code).digest("base64")}`;
  warnIfVersionChanged(`${dir}/release.json`, extra.version, integrity, warn);
  mkdirSync(`${dir}/releases/${id}`, { recursive: true });
  for (const suffix of ["", ".br", ".gz"]) copyFileSync(`${dir}/${entry}${suffix}`, `${dir}/releases/${id}/${entry}${suffix}`);
  // Built again: its 30 days (`pruneOldChunks`) start again.
  const now = new Date();
  utimesSync(`${dir}/releases/${id}`, now, now);
  // A development build says so, and `npm start` and the tests build again before using it.
  writeFileSync(`${dir}/release.json`, JSON.stringify({ id, integrity, ...(WATCH ? { dev: true } : {}), ...extra }));
  return id;
}

/** The element's version (`/widget/v{version}/`), from package.json. */
const VERSION = JSON.parse(readFileSync("package.json", "utf8")).version;

/**
 * Pinned script tags carry the entry's integrity: the same version built again with other bytes
 * breaks every one of them (the browser refuses the script), so the build says so.
 */
function warnIfVersionChanged(file, version, integrity, warn) {
  if (!version || WATCH || !existsSync(file)) return;
  const before = JSON.parse(readFileSync(file, "utf8"));
  if (before.version === version && before.integrity && before.integrity !== integrity && !before.dev)
    warn(
      `version ${version} was built before with other bytes: pages pinned to /widget/v${version}/ with its old integrity will refuse the new entry. Bump "version" in package.json before deploying (docs/embedding.md, "Pinning a version").`,
    );
}

/**
 * What a hosted page preloads beside the entry (server/src/hosted/widget-release.ts): the
 * chunks the entry imports statically, and each language's core catalog (`locales/{locale}.ts`).
 */
function preloads(bundle) {
  const locales = {};
  for (const chunk of Object.values(bundle)) {
    const locale = /[\\/]locales[\\/]([^\\/]+)\.ts$/.exec(chunk.facadeModuleId ?? "")?.[1];
    if (chunk.type === "chunk" && locale) locales[locale] = chunk.fileName;
  }
  return { imports: bundle["queue-booking.js"]?.imports ?? [], locales };
}

const releaseEntry = () => ({
  name: "release-entry",
  writeBundle(options, bundle) {
    const id = writeRelease(options.dir, "queue-booking.js", { version: VERSION, ...preloads(bundle) }, (message) => this.warn(message));
    const loader = Buffer.from(iifeLoader(id));
    writeFileSync(`${options.dir}/queue-booking.iife.js`, loader);
    writeFileSync(`${options.dir}/queue-booking.iife.js.br`, brotliCompressSync(loader));
    writeFileSync(`${options.dir}/queue-booking.iife.js.gz`, gzipSync(loader, { level: 9 }));
  },
});

/** The back office's entry under `releases/{id}/office.js`, as `releaseEntry` does for the element (its page loads it). */
const officeRelease = () => ({
  name: "office-release",
  writeBundle(options) {
    writeRelease(options.dir, "office.js");
  },
});

/**
 * The shared contract only declares schemas and constants; a contract module whose exports the
 * element does not use (the vendor document schema, say) is dropped whole.
 */
const PURE_MODULES = [
  /[\\/]widget[\\/]src[\\/]contract[\\/]/,
  // Only emotion's withTheme (unused) needs these CommonJS helpers; as CommonJS they would be
  // kept for possible side effects they do not have.
  /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/,
];
const treeshake = { moduleSideEffects: (id) => !PURE_MODULES.some((pattern) => pattern.test(id)) };

/**
 * A lazy screen's catalog (`locales/{area}/{locale}.ts`) is named `{area}-{locale}-…`, so it is
 * never mistaken for the core catalog `{locale}-…` that the form loads.
 */
const catalogChunkName = (chunk) => {
  const area = /[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.ts$/.exec(chunk.facadeModuleId ?? "")?.[1];
  return area ? `chunks/${area}-[name]-[hash].js` : "chunks/[name]-[hash].js";
};

export default [
  {
    input: { "queue-booking": "widget/src/web.ts" },
    output: {
      dir: "dist/assets/widget",
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: catalogChunkName,
    },
    plugins: [pruneOldChunks(), ...plugins(), precompress(), releaseEntry()],
    onwarn,
    treeshake,
  },
  {
    // The back office (office/): an entry and chunks of its own, never part of the element's.
    input: { office: "office/src/main.tsx" },
    output: { dir: OFFICE_OUT, format: "es", entryFileNames: "[name].js", chunkFileNames: catalogChunkName },
    plugins: [pruneOldChunks(OFFICE_OUT), ...plugins(), precompress(), officeRelease()],
    onwarn,
    treeshake,
  },
  {
    // The server's renderer of a hosted page's first screen (widget/src/server-render/): the
    // element's components for Node, every package left to the server's node_modules (one React).
    input: { "first-screen": "widget/src/server-render/render-first-screen.tsx" },
    output: { dir: SERVER_RENDER_OUT, format: "es", entryFileNames: "[name].mjs", chunkFileNames: "chunks/[name]-[hash].mjs" },
    external: (id, importer, resolved) => !resolved && importer !== undefined && /^(@[\w.-]+\/)?[a-z][\w.-]*(\/|$)/.test(id) && !/\.css(\?inline)?$/.test(id),
    plugins: [cleanOut(SERVER_RENDER_OUT), ...plugins().filter((plugin) => plugin.name !== "terser")],
    onwarn,
    treeshake,
  },
  {
    // The helper for pages that frame a hosted page (mode=embed): keeps the iframe's height.
    input: "widget/src/embed/frame-host.ts",
    output: { file: "dist/assets/widget/queue-booking-frame.js", format: "iife" },
    plugins: [...plugins(), precompress()],
    onwarn,
    treeshake,
  },
];
