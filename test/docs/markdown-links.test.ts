/**
 * Every relative link and heading anchor in the README, docs/ and the folder READMEs leads
 * somewhere (`npm run lint:docs`: remark-validate-links, offline, against this checkout). The
 * second test shows the checker failing on a broken file and a broken anchor.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = process.cwd();
const scratch = join(ROOT, "test-results");
mkdirSync(scratch, { recursive: true });
const broken = mkdtempSync(join(scratch, "links-"));
afterAll(() => rmSync(broken, { recursive: true, force: true }));

const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: ROOT, encoding: "utf8", timeout: 60_000 });

describe("Markdown links", () => {
  it("resolve in the README, docs/ and the folder READMEs", () => {
    const result = run("npm", ["run", "--silent", "lint:docs"]);
    expect(`${result.stdout}${result.stderr}`).toBe("");
    expect(result.status).toBe(0);
  }, 60_000);

  it("are checked: a missing file and a missing heading fail", () => {
    writeFileSync(join(broken, "page.md"), "# Page\n\n## Here\n\n[fine](#here) [gone](./nowhere.md) [lost](other.md#not-there)\n");
    writeFileSync(join(broken, "other.md"), "# Other\n");
    const result = run("npx", ["remark", "--no-stdout", "--quiet", "--frail", relative(ROOT, broken)]);
    const report = `${result.stdout}${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(report).toContain("nowhere.md");
    expect(report).toContain("#not-there");
    expect(report).not.toContain("#here`");
  }, 60_000);
});
