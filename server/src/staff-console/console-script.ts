/**
 * The console's browser script as JavaScript. The server build (`tsc -p tsconfig.build.json`)
 * emits `console-client.js` beside this module, which is served as is. Run from TypeScript
 * sources (vitest, tsx) there is no such file, so the source is transpiled once with
 * `typescript` — a dev dependency, imported only then, so a production install never needs it.
 */
import { readFile } from "node:fs/promises";

let cached: Promise<string> | undefined;

export function loadConsoleScript(): Promise<string> {
  // A failed load is not cached: the next request tries again.
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function load(): Promise<string> {
  try {
    const compiled = await readFile(new URL("./console-client.js", import.meta.url), "utf8");
    // The map is not served; a dangling reference only makes browsers log a 404.
    return compiled.replace(/^\/\/# sourceMappingURL=.*$/m, "");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const source = await readFile(new URL("./console-client.ts", import.meta.url), "utf8");
  const { default: ts } = await import("typescript");
  const output = ts.transpileModule(source, {
    fileName: "console-client.ts",
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true },
  });
  return output.outputText;
}
