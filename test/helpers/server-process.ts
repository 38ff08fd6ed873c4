/**
 * The server as operators run it: `server/src/main.ts` in a child process of its own (through
 * tsx, so no build is needed), with JSON logs kept line by line, on a loopback port chosen up
 * front so a restart can come back on the same one. It can be stopped gracefully, signalled, or
 * killed for real (the crash test, the stop tests, the bench). The environment is only what the
 * test gives (plus PATH and HOME), so the test runner's own NODE_ENV does not leak in.
 */
import { spawn, type ChildProcess } from "node:child_process";
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
  /** The same as `base`. */
  url: string;
  child: ChildProcess;
  /** Every stdout line so far. */
  readonly lines: string[];
  /** Every stderr line so far. */
  readonly errors: string[];
  /** stdout and stderr lines together, in arrival order. */
  readonly logs: string[];
  /** Everything it wrote so far, one string. */
  output(): string;
  exited: Promise<ProcessExit>;
  /** Resolves with the first stdout line (seen or to come) that matches; rejects after `timeoutMs`. */
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Polls `/readyz` until it answers 200. */
  waitReady(timeoutMs?: number): Promise<void>;
  /** Sends the signal; answers `Date.now()` at that moment. */
  signal(signal: NodeJS.Signals): number;
  /** SIGTERM, then SIGKILL if it is still running after 30 s; answers the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (no shutdown hook runs) if it still runs, then waits for the exit. */
  kill(): Promise<void>;
}

/** Runs a script of the project (TypeScript) with node and tsx; `env` is all it gets besides PATH and HOME. */
export function spawnScript(script: string, args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
}

/** Starts the server and resolves once it logs `listening`; rejects with its output if it exits first. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const child = spawnScript("server/src/main.ts", [], {
    HOST: "127.0.0.1",
    PORT: String(chosen),
    LOG_FORMAT: "json",
    LOG_LEVEL: "info",
    RATE_LIMIT_PER_MINUTE: "1000000",
    // The browser tests' pages all come from one address, several at once.
    READ_COST_PER_MINUTE: "10000000",
    READ_CONCURRENCY_PER_ADDRESS: "10000",
    // No load balancer watches these servers: a stop need not wait for one (the stop tests set it).
    SHUTDOWN_DRAIN_MS: "0",
    ...env,
  });
  const lines: string[] = [];
  const errors: string[] = [];
  const logs: string[] = [];
  const waiters = new Set<() => void>();
  collect(child.stdout, [lines, logs], waiters);
  collect(child.stderr, [errors, logs], waiters);
  const exited = new Promise<ProcessExit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })));
  let running = true;
  void exited.then(() => {
    running = false;
    for (const wake of waiters) wake();
  });
  const base = `http://127.0.0.1:${chosen}`;

  function waitForLine(match: (line: string) => boolean, timeoutMs = 60_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const line = lines.find(match);
        if (line !== undefined) return done(() => resolve(line));
        if (!running) return done(() => reject(new Error(`server exited:\n${logs.join("\n")}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`no such log line within ${timeoutMs} ms:\n${logs.join("\n")}`))), timeoutMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  }

  try {
    await waitForLine((line) => parseLine(line)?.msg === "listening");
  } catch (error) {
    // A server that never came up must not outlive the test.
    child.kill("SIGKILL");
    throw error;
  }
  return {
    port: chosen,
    base,
    url: base,
    child,
    lines,
    errors,
    logs,
    output: () => logs.join("\n"),
    exited,
    waitForLine,
    async waitReady(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (!running) throw new Error(`server exited before it was ready:\n${logs.join("\n")}`);
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
    async stop() {
      if (!running) return (await exited).code;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      const { code } = await exited;
      clearTimeout(timer);
      return code;
    },
    async kill() {
      if (running) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** A JSON log line as an object, or undefined for any other line. */
export function parseLine(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function collect(stream: NodeJS.ReadableStream | null, into: string[][], waiters: Set<() => void>): void {
  let rest = "";
  stream?.setEncoding("utf8");
  stream?.on("data", (chunk: string) => {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    const complete = parts.filter((line) => line.length > 0);
    for (const list of into) list.push(...complete);
    for (const wake of [...waiters]) wake();
  });
}
