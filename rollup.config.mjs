// Builds the <queue-booking> element: an ES module with lazy chunks (locale catalogs, the map)
// for `<script type="module">`, and an IIFE with everything inlined for hosts without modules.
import { babel } from "@rollup/plugin-babel";
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import { rmSync } from "node:fs";
import { readFile } from "node:fs/promises";

// Always a production build, whoever runs it (vitest sets NODE_ENV=test): emotion and lingui
// then leave out their development code and inline message texts.
process.env.NODE_ENV = "production";

const extensions = [".ts", ".tsx", ".js", ".mjs"];

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
    const css = (await readFile(file, "utf8")).replace(/\/\*[\s\S]*?\*\//g, "").replace(/\s+/g, " ").trim();
    return `export default ${JSON.stringify(css)};`;
  },
});

const plugins = () => [
  typescriptSpecifiers(),
  inlineCss(),
  replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
  nodeResolve({ browser: true, extensions, exportConditions: ["production"] }),
  commonjs(),
  babel({ babelHelpers: "bundled", extensions, exclude: /node_modules/, configFile: "./babel.config.json" }),
  terser({ format: { comments: false }, compress: { passes: 3 }, ecma: 2020, toplevel: true }),
];

/** React libraries mark themselves "use client"; meaningless in a plain bundle. */
const onwarn = (warning, warn) => {
  if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
  warn(warning);
};

/** Hashed chunks of earlier builds would pile up in the output folder; start each build clean. */
const cleanChunks = () => ({
  name: "clean-chunks",
  buildStart() {
    rmSync("dist/assets/widget/chunks", { recursive: true, force: true });
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
    plugins: [cleanChunks(), ...plugins()],
    onwarn,
    treeshake,
  },
  {
    input: "widget/src/web.ts",
    output: { file: "dist/assets/widget/queue-booking.iife.js", format: "iife", inlineDynamicImports: true },
    plugins: plugins(),
    onwarn,
    treeshake,
  },
  {
    // The helper for pages that frame a hosted page (mode=embed): keeps the iframe's height.
    input: "widget/src/embed/frame-host.ts",
    output: { file: "dist/assets/widget/queue-booking-frame.js", format: "iife" },
    plugins: plugins(),
    onwarn,
    treeshake,
  },
];
