/**
 * The server as operators run it: `server/src/main.ts` in a child process of its own (through
 * tsx, so no build is needed), on a loopback port chosen up front so a restart comes back on the
 * same one. Its log lines are kept; `exited` tells when and how it ended.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** `Date.now()` when it was seen to exit. */
  at: number;
}

export interface ServerProcess {
  port: number;
  /** `http://127.0.0.1:{port}` */
  base: string;
  /** stdout and stderr, line by line (pino JSON). */
  logs: string[];
  exited: Promise<ProcessExit>;
  /** Polls `/readyz` until it answers 200. */
  waitReady(timeoutMs?: number): Promise<void>;
  /** Sends the signal; answers `Date.now()` at that moment. */
  signal(signal: NodeJS.Signals): number;
  /** Teardown: SIGKILL if it still runs, then waits for the exit. */
  kill(): Promise<void>;
}

/** Runs a script of the project (TypeScript) with node and tsx; `env` is all it gets besides PATH and HOME. */
export function spawnScript(script: string, args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
}

export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const child = spawnScript("server/src/main.ts", [], {
    HOST: "127.0.0.1",
    PORT: String(chosen),
    LOG_LEVEL: "info",
    RATE_LIMIT_PER_MINUTE: "1000000",
    ...env,
  });
  const logs: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      logs.push(...lines);
    });
  }
  const exited = new Promise<ProcessExit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })));
  let gone = false;
  void exited.then(() => (gone = true));
  const base = `http://127.0.0.1:${chosen}`;
  return {
    port: chosen,
    base,
    logs,
    exited,
    async waitReady(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (gone) throw new Error(`server exited before it was ready:\n${logs.join("\n")}`);
        const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
          (res) => res.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server not ready within ${timeoutMs} ms:\n${logs.join("\n")}`);
    },
    signal(signal) {
      const at = Date.now();
      child.kill(signal);
      return at;
    },
    async kill() {
      if (!gone) child.kill("SIGKILL");
      await exited;
    },
  };
}
