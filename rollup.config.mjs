// Builds the <queue-booking> element: an ES module with lazy chunks (locale catalogs, the map)
// for `<script type="module">`, and an IIFE with everything inlined for hosts without modules.
import { babel } from "@rollup/plugin-babel";
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";

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

const plugins = () => [
  typescriptSpecifiers(),
  replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
  nodeResolve({ browser: true, extensions }),
  commonjs(),
  babel({ babelHelpers: "bundled", extensions, exclude: /node_modules/, configFile: "./babel.config.json" }),
  terser({ format: { comments: false } }),
];

/** React libraries mark themselves "use client"; meaningless in a plain bundle. */
const onwarn = (warning, warn) => {
  if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
  warn(warning);
};

export default [
  {
    input: { "queue-booking": "widget/src/web.ts" },
    output: {
      dir: "dist/assets/widget",
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: "chunks/[name]-[hash].js",
    },
    plugins: plugins(),
    onwarn,
  },
  {
    input: "widget/src/web.ts",
    output: { file: "dist/assets/widget/queue-booking.iife.js", format: "iife", inlineDynamicImports: true },
    plugins: plugins(),
    onwarn,
  },
];
