/**
 * The Dockerfile, checked without a Docker daemon (none runs on CI machines): pinned Node 24
 * stages, a non-root runtime, production mode, a health check that works (its command is run
 * against a real server), sources that exist and reach the build context, and a CMD the build
 * produces.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";
import { dockerfileInstructions, ROOT, type Instruction } from "./deploy-files.js";

const instructions = dockerfileInstructions(readFileSync(join(ROOT, "Dockerfile"), "utf8"));
const ignored = readFileSync(join(ROOT, ".dockerignore"), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));
/** The instructions of each build stage, each stage from its FROM on. */
const stages: Instruction[][] = [];
for (const ins of instructions) {
  if (ins.keyword === "FROM") stages.push([ins]);
  else stages.at(-1)?.push(ins);
}
const runtime = stages.at(-1) ?? [];
const args = (ins: Instruction | undefined) => ins?.args ?? "";

describe("Dockerfile", () => {
  it("builds in one stage and runs in another, both from a pinned Node 24 image", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const [from] of stages) expect(args(from)).toMatch(/^node:24\.\d+(\.\d+)?-\S+ AS \w+$/);
    const build = stages[0] ?? [];
    expect(build.some((i) => i.keyword === "RUN" && i.args.includes("npm run build"))).toBe(true);
    expect(build.some((i) => i.keyword === "RUN" && i.args.includes("npm prune --omit=dev"))).toBe(true);
  });

  it("runs as a non-root user in production mode, with a data volume", () => {
    const user = runtime.filter((i) => i.keyword === "USER").at(-1);
    expect(args(user)).not.toMatch(/^(root|0)(:|$)/);
    expect(args(user)).not.toBe("");
    const env = runtime
      .filter((i) => i.keyword === "ENV")
      .map((i) => i.args)
      .join(" ");
    expect(env).toMatch(/NODE_ENV=production/);
    expect(env).toMatch(/DATABASE_URL=\/data\//);
    expect(runtime.some((i) => i.keyword === "VOLUME" && i.args.includes("/data"))).toBe(true);
  });

  it("copies only files that exist and that .dockerignore lets through", () => {
    const copies = instructions.filter((i) => i.keyword === "COPY" && !i.args.includes("--from="));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const sources = copy.args
        .split(/\s+/)
        .filter((a) => !a.startsWith("--"))
        .slice(0, -1);
      for (const source of sources) {
        expect(existsSync(join(ROOT, source)), source).toBe(true);
        expect(ignored, `${source} is excluded by .dockerignore`).not.toContain(source);
      }
    }
    // The image never carries a local install, build or database.
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", "dist", "data", ".git"]));
  });

  it("starts a file the server build produces", () => {
    const cmd = JSON.parse(args(runtime.find((i) => i.keyword === "CMD"))) as string[];
    expect(cmd[0]).toBe("node");
    const entry = cmd[1] ?? "";
    const build = JSON.parse(readFileSync(join(ROOT, "tsconfig.build.json"), "utf8")) as { compilerOptions: { outDir: string }; include: string[] };
    expect(entry.startsWith(`${build.compilerOptions.outDir}/`)).toBe(true);
    const source = entry.slice(build.compilerOptions.outDir.length + 1).replace(/\.js$/, ".ts");
    expect(existsSync(join(ROOT, source))).toBe(true);
    expect(build.include.some((folder) => source.startsWith(`${folder}/`))).toBe(true);
  });

  describe("HEALTHCHECK", () => {
    let server: TestServer | undefined;
    let port = 0;
    const healthCheck = () => {
      const check = runtime.find((i) => i.keyword === "HEALTHCHECK");
      const json = args(check)
        .slice(args(check).indexOf("CMD") + 3)
        .trim();
      return JSON.parse(json) as string[];
    };
    const run = async (env: Record<string, string>) => {
      const [command, ...rest] = healthCheck();
      expect(command).toBe("node");
      try {
        await promisify(execFile)(process.execPath, rest, { env: { PATH: process.env.PATH ?? "", ...env }, timeout: 30_000 });
        return 0;
      } catch (error) {
        return (error as { code?: number }).code ?? -1;
      }
    };

    beforeAll(async () => {
      server = await createTestServer("sqlite", { seed: false });
      const address = await server.app.listen({ port: 0, host: "127.0.0.1" });
      port = Number(new URL(address).port);
    });
    afterAll(async () => {
      await server?.close();
    });

    it("asks the health endpoint with Node (no curl in the slim image)", async () => {
      expect(healthCheck().join(" ")).toContain("/healthz");
      expect(await run({ PORT: String(port) })).toBe(0);
    });

    it("fails when nothing answers", async () => {
      await server?.close();
      server = undefined;
      expect(await run({ PORT: String(port) })).toBe(1);
    });
  });
});
