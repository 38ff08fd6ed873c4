/**
 * A deploy of a new build into a copy of the element's build folder, as the deploy test needs it
 * without running rollup (a minute of CPU) under a running suite: every chunk of the current
 * build gets a new content name, every file that names it is rewritten, the entry changes and
 * with it the release (`releases/{id}/`, `release.json`), each with its brotli and gzip files —
 * what `rollup.config.mjs` writes. `keepEarlier` is what the build does on a server that keeps its
 * folder (earlier chunks stay); without it, only the new build is left, as in a new container.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export interface Build {
  release: string;
  /** The chunk files of this build (`name-hash.js`). */
  chunks: string[];
}

const sha = (text: string) => createHash("sha256").update(text).digest();

function writeScript(path: string, code: string): void {
  writeFileSync(path, code);
  writeFileSync(`${path}.br`, brotliCompressSync(code));
  writeFileSync(`${path}.gz`, gzipSync(code));
}

/** The build the folder holds now: its release and every chunk in it. */
export function currentBuild(dir: string): Build {
  const { id } = JSON.parse(readFileSync(join(dir, "release.json"), "utf8")) as { id: string };
  return { release: id, chunks: readdirSync(join(dir, "chunks")).filter((f) => f.endsWith(".js")) };
}

export function deployNewBuild(dir: string, from: Build, label: string, keepEarlier: boolean): Build {
  const renamed = new Map(
    from.chunks.map((file) => {
      const base = file.replace(/-[\w-]{8}\.js$/, "");
      return [
        file,
        `${base}-${sha(file + label)
          .toString("base64url")
          .slice(0, 8)}.js`,
      ];
    }),
  );
  const rewrite = (code: string) => {
    let out = code;
    for (const [before, after] of renamed) out = out.split(before).join(after);
    return `${out}\n/* deploy ${label} */\n`;
  };
  for (const [before, after] of renamed) {
    writeScript(join(dir, "chunks", after), rewrite(readFileSync(join(dir, "chunks", before), "utf8")));
    if (!keepEarlier) for (const suffix of ["", ".br", ".gz"]) rmSync(join(dir, "chunks", `${before}${suffix}`), { force: true });
  }
  const entry = rewrite(readFileSync(join(dir, "queue-booking.js"), "utf8"));
  const release = sha(entry).toString("hex").slice(0, 12);
  writeScript(join(dir, "queue-booking.js"), entry);
  mkdirSync(join(dir, "releases", release), { recursive: true });
  writeScript(join(dir, "releases", release, "queue-booking.js"), entry);
  if (!keepEarlier) rmSync(join(dir, "releases", from.release), { recursive: true, force: true });
  writeFileSync(join(dir, "release.json"), JSON.stringify({ id: release }));
  return { release, chunks: [...renamed.values()] };
}
