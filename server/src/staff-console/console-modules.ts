/**
 * The console's browser modules as JavaScript, served as `/staff/console/{name}.js` from
 * `client/`. They import each other statically (`./api.js`), so the browser asks for each by
 * the same path; nothing is bundled. The server build (`tsc -p tsconfig.build.json`) emits
 * `client/{name}.js` beside each source, which is served as is. Run from TypeScript sources
 * (vitest, tsx) there is no such file, so the source is transpiled once with `typescript` — a
 * dev dependency, imported only then, so a production install never needs it.
 */
import { readFile } from "node:fs/promises";

/** A module's name: kebab-case, no dots or slashes, so a request never leaves `client/`. */
const MODULE_NAME = /^[a-z][a-z0-9-]*$/;

export type ModuleLoader = (name: string) => Promise<string | undefined>;

/** Answers a module's JavaScript, or undefined when `dir` has no module of that name. */
export function createModuleLoader(dir: URL): ModuleLoader {
  const cache = new Map<string, Promise<string | undefined>>();
  return (name) => {
    if (!MODULE_NAME.test(name)) return Promise.resolve(undefined);
    let loaded = cache.get(name);
    if (!loaded) {
      // A failed load is not cached: the next request tries again.
      loaded = load(dir, name).catch((error: unknown) => {
        cache.delete(name);
        throw error;
      });
      cache.set(name, loaded);
    }
    return loaded;
  };
}

async function load(dir: URL, name: string): Promise<string | undefined> {
  const compiled = await readIfThere(new URL(`${name}.js`, dir));
  // The map is not served; a dangling reference only makes browsers log a 404.
  if (compiled !== undefined) return compiled.replace(/^\/\/# sourceMappingURL=.*$/m, "");
  const source = await readIfThere(new URL(`${name}.ts`, dir));
  if (source === undefined) return undefined;
  const { default: ts } = await import("typescript");
  const output = ts.transpileModule(source, {
    fileName: `${name}.ts`,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true },
  });
  return output.outputText;
}

async function readIfThere(file: URL): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export const loadConsoleModule = createModuleLoader(new URL("./client/", import.meta.url));
