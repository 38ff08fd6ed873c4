/**
 * The console's module loader on its own: a built server serves tsc's output as is (without its
 * source-map comment); run from sources it transpiles the TypeScript.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModuleLoader, type ModuleLoader } from "../../../server/src/staff-console/console-modules.js";

describe("the staff console's module loader", () => {
  let dir: string;
  let load: ModuleLoader;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "qb-console-"));
    await writeFile(join(dir, "built.js"), 'import { x } from "./other.js";\nexport const y = x;\n//# sourceMappingURL=built.js.map\n');
    await writeFile(join(dir, "built.ts"), "export const fromSource: number = 1;\n");
    await writeFile(join(dir, "source.ts"), 'import type { A } from "../types.js";\nimport { x } from "./other.js";\nexport const y: A = x as A;\n');
    load = createModuleLoader(pathToFileURL(`${dir}/`));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves the built JavaScript as is, without the source-map comment, before any source", async () => {
    expect(await load("built")).toBe('import { x } from "./other.js";\nexport const y = x;\n\n');
  });

  it("transpiles a source: types and type-only imports go, the module's own imports stay", async () => {
    const js = await load("source");
    expect(js).toContain('import { x } from "./other.js";');
    expect(js).not.toContain("../types.js");
    expect(js).toMatch(/export const y = x;/);
  });

  it("answers undefined for a name that is not a module there, and never leaves the folder", async () => {
    for (const name of ["missing", "../source", "source.ts", "Source", ""]) expect(await load(name), name).toBeUndefined();
  });
});
