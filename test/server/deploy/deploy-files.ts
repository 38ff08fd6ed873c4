/** Reading the deployment examples (Dockerfile, docs/) in tests. */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** In CI a missing tool fails the check instead of skipping it, as PostgreSQL and Chromium do. */
export const CI = process.env.CI === "true" || process.env.CI === "1";

export interface Instruction {
  keyword: string;
  args: string;
}

/** A Dockerfile's instructions, continuation lines joined and comments dropped. */
export function dockerfileInstructions(text: string): Instruction[] {
  const logical = text
    .split("\n")
    .filter((line) => !line.trim().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return logical
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = "", ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    });
}

/** A tool's path, found on PATH or in the usual sbin folders; undefined when not installed. */
export function findTool(name: string): string | undefined {
  for (const dir of ["/usr/sbin", "/usr/bin", "/sbin", "/bin"]) if (existsSync(`${dir}/${name}`)) return `${dir}/${name}`;
  try {
    return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}
