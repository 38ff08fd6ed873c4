/**
 * The element as a package (docs/embedding.md, "For TypeScript and React hosts"): `npm pack`
 * makes a tarball of the built element, its types and custom-elements.json; a scratch host
 * project installs it without the network and type-checks pages against it with this repository's
 * TypeScript. A page using the element as documented passes; a misspelt attribute and a value the
 * element does not take fail.
 *
 * Offline, the package's own dependencies (the server's: the element's bundle needs none) come
 * from this repository's node_modules as links (npm's `overrides` to `file:` folders, installed
 * with `--ignore-scripts`, so nothing runs or is written in those folders).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./deploy-files.js";

const run = promisify(execFile);
const TSC = join(ROOT, "node_modules/.bin/tsc");

interface PackedFile {
  path: string;
}
interface PackageJson {
  dependencies?: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
  types: string;
  customElements: string;
  private?: boolean;
  scripts: Record<string, string>;
}

/** npm without the settings `npm test` passes down to its children (prefix, scripts' own flags). */
function npmEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
}

/** tsc's answer on `files` in the host project: its exit code and what it printed. */
async function typeCheck(host: string, files: string[]): Promise<{ ok: boolean; output: string }> {
  writeFileSync(join(host, "tsconfig.check.json"), JSON.stringify({ extends: "./tsconfig.json", files }));
  try {
    await run(TSC, ["-p", "tsconfig.check.json", "--noEmit"], { cwd: host, timeout: 60_000 });
    return { ok: true, output: "" };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

const HOST_FILES: Record<string, string> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: "ES2022",
      module: "ESNext",
      moduleResolution: "bundler",
      jsx: "react-jsx",
      lib: ["ES2022", "DOM", "DOM.Iterable"],
      // The package's own declarations are checked too, and no @types are taken in unasked:
      // a page that does not import React must not need React's types.
      skipLibCheck: false,
      types: [],
    },
  }),
  "page.ts": `import "queue-booking";
import type { QueueBookingElement } from "queue-booking";

const element: QueueBookingElement | null = document.querySelector("queue-booking");
element?.addEventListener("queue-booking:joined", (event) => {
  const id: number = event.detail.id;
  const code: string = event.detail.confirm_code;
  // @ts-expect-error: the detail is typed, not \`any\`.
  console.log(id, code, event.detail.nothing_like_this);
});
document.addEventListener("queue-booking:ready", (event) => console.log(event.detail.locale));
if (element) element.mode = "kiosk";
`,
  "app.tsx": `import "queue-booking/react";

export function Booking() {
  return <queue-booking vendor="demo" mode="kiosk" location="1" meeting-method="2" lang="pt-BR" />;
}
`,
  "misspelt-attribute.tsx": `import "queue-booking/react";

export const booking = <queue-booking vendr="demo" />;
`,
  "wrong-value.tsx": `import "queue-booking/react";

export const booking = <queue-booking vendor="demo" mode="kiosque" />;
`,
};

describe("the element's package", () => {
  let temp: string;
  let packed: string[];
  let manifest: PackageJson;
  let host: string;

  beforeAll(async () => {
    temp = mkdtempSync(join(tmpdir(), "qb-package-"));
    const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", temp], { cwd: ROOT, env: npmEnv(), timeout: 60_000 });
    const [result] = JSON.parse(stdout) as { filename: string; files: PackedFile[] }[];
    if (!result) throw new Error("npm pack wrote no tarball");
    packed = result.files.map((file) => file.path);
    manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as PackageJson;

    host = join(temp, "host");
    const links = Object.keys(manifest.dependencies ?? {}).filter((name) => existsSync(join(ROOT, "node_modules", name)));
    const overrides = Object.fromEntries(links.map((name) => [name, `file:${join(ROOT, "node_modules", name)}`]));
    const hostPackage = {
      name: "scratch-host",
      private: true,
      type: "module",
      dependencies: { "@types/react": `file:${join(ROOT, "node_modules/@types/react")}` },
      overrides,
    };
    await run("mkdir", ["-p", host]);
    writeFileSync(join(host, "package.json"), JSON.stringify(hostPackage, null, 2));
    for (const [name, text] of Object.entries(HOST_FILES)) writeFileSync(join(host, name), text);
    const args = ["install", "--offline", "--no-audit", "--no-fund", "--omit=optional", "--ignore-scripts", join(temp, result.filename)];
    await run("npm", args, { cwd: host, env: npmEnv(), timeout: 120_000 });
  }, 180_000);

  afterAll(() => {
    if (temp) rmSync(temp, { recursive: true, force: true });
  });

  it("stays private (never published by accident) and packs only what a host needs", () => {
    expect(manifest.private).toBe(true);
    for (const path of ["package.json", "README.md", "LICENSE", "custom-elements.json", "types/queue-booking.d.ts", "types/react.d.ts"]) {
      expect(packed, path).toContain(path);
    }
    const allowed =
      /^(package\.json|README\.md|LICENSE|custom-elements\.json|types\/[\w-]+\.d\.ts|dist\/assets\/widget\/(queue-booking|chunks\/[\w.-]+)\.js|scripts\/[\w-]+\.mjs)$/;
    expect(packed.filter((path) => !allowed.test(path))).toEqual([]);
    // A built checkout packs the element itself, not its compressed copies.
    if (existsSync(join(ROOT, "dist/assets/widget/queue-booking.js"))) expect(packed).toContain("dist/assets/widget/queue-booking.js");
  });

  it("points its types, exports and manifest at packed files, and its install script too", () => {
    const targets = [
      manifest.types,
      manifest.customElements,
      ...Object.values(manifest.exports).flatMap((target) => (typeof target === "string" ? [target] : [target.types ?? ""])),
    ];
    for (const target of targets) expect(packed, target).toContain(target.replace(/^\.\//, ""));
    // A host's install runs it: the file it names must be there.
    for (const file of manifest.scripts.postinstall?.match(/scripts\/[\w-]+\.mjs/g) ?? []) expect(packed).toContain(file);
  });

  it("types a plain page's element and its events, without React's types", async () => {
    const result = await typeCheck(host, ["page.ts"]);
    expect(result.output).toBe("");
    expect(result.ok).toBe(true);
  });

  it("types <queue-booking> in React 19's JSX", async () => {
    const result = await typeCheck(host, ["app.tsx"]);
    expect(result.output).toBe("");
    expect(result.ok).toBe(true);
  });

  it("refuses a misspelt attribute and a value the element does not take", async () => {
    const misspelt = await typeCheck(host, ["misspelt-attribute.tsx"]);
    expect(misspelt.ok).toBe(false);
    expect(misspelt.output).toContain("'vendr' does not exist");
    const wrong = await typeCheck(host, ["wrong-value.tsx"]);
    expect(wrong.ok).toBe(false);
    expect(wrong.output).toContain(`'"kiosque"' is not assignable`);
  });
});
