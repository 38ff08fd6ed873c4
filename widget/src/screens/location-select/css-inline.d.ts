/**
 * `import css from "…/file.css?inline"`: the stylesheet as a string, to put inside the shadow
 * root. Vite (vitest) understands the suffix; rollup.config.mjs has a small plugin for it.
 */
declare module "*.css?inline" {
  const css: string;
  export default css;
}
