/**
 * Debian's nginx, started by a test on a loopback port with a prefix of its own (config, pid
 * file, error log and temp folders in a temp dir) and stopped in teardown. Without nginx the
 * tests that need it are skipped, except in CI (`CI=true`), where they fail.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.js";

const NGINX = "/usr/sbin/nginx";

/** The nginx binary, or undefined where it is not installed. */
export const nginxBinary = existsSync(NGINX) ? NGINX : undefined;
/** Whether tests that need nginx run: it is installed, or this is CI (where its absence fails them). */
export const nginxTestsRun = Boolean(nginxBinary) || process.env.CI === "true" || process.env.CI === "1";

export interface Nginx {
  base: string;
  /** The error log so far (for failure messages). */
  errors(): string;
  stop(): Promise<void>;
}

/** Starts nginx with `site` (an `http`-level config) inside a minimal main config. */
export async function startNginx(site: string): Promise<Nginx> {
  if (!nginxBinary) throw new Error(`nginx is required in CI but ${NGINX} does not exist (apt-get install nginx)`);
  const prefix = mkdtempSync(join(tmpdir(), "qb-nginx-"));
  const port = await freePort();
  const errorLog = join(prefix, "error.log");
  const temp = (name: string) => join(prefix, name);
  writeFileSync(
    join(prefix, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      // As root, workers would switch to nobody, who cannot write the temp folders.
      process.getuid?.() === 0 ? "user root;" : "",
      `pid ${join(prefix, "nginx.pid")};`,
      `error_log ${errorLog} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${temp(kind)};`),
      site.replace(/listen\s+80;/, `listen 127.0.0.1:${port};`),
      "}",
    ].join("\n"),
  );
  const child = spawn(nginxBinary, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", errorLog], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const errors = () => stderr + (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "");
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${errors()}`);
    const answered = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    errors,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The repository's nginx example, pointed at these instances' ports. */
export function rollingSite(ports: [number, number]): string {
  const example = readFileSync(new URL("../../docs/deploy/nginx-rolling.conf", import.meta.url), "utf8");
  return example.replace("127.0.0.1:3001", `127.0.0.1:${ports[0]}`).replace("127.0.0.1:3002", `127.0.0.1:${ports[1]}`);
}
