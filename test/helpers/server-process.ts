/**
 * Runs the real server (`server/src/main.ts`, through tsx) as a child process on port 0 and
 * reads its log: what an operator's process manager would see. It can be stopped gracefully or
 * killed for real (the crash test, the bench). The environment is only what
 * the test gives (plus PATH), so the test runner's own NODE_ENV does not leak in.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface ServerProcess {
  /** `http://127.0.0.1:{port}`, from the `listening` log line. */
  url: string;
  /** Every stdout line so far. */
  readonly lines: string[];
  /** Every stderr line so far. */
  readonly errors: string[];
  child: ChildProcess;
  /** Everything it wrote so far, stdout then stderr. */
  output(): string;
  /** Resolves with the first line (seen or to come) that matches; rejects after `timeoutMs`. */
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** SIGTERM, then SIGKILL if it is still running after 30 s; answers the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (no shutdown hook runs), and waits for it to be gone. */
  kill(): Promise<void>;
}

/** Starts the server with JSON logs; rejects with its output if it exits before listening. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOST: "127.0.0.1", PORT: "0", LOG_FORMAT: "json", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const errors: string[] = [];
  const waiters = new Set<() => void>();
  collect(child.stdout, lines, waiters);
  collect(child.stderr, errors, waiters);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let running = true;
  void exited.then(() => {
    running = false;
    for (const wake of waiters) wake();
  });

  function waitForLine(match: (line: string) => boolean, timeoutMs = 60_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const line = lines.find(match);
        if (line !== undefined) return done(() => resolve(line));
        if (!running) return done(() => reject(new Error(`server exited:\n${[...lines, ...errors].join("\n")}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`no such log line within ${timeoutMs} ms:\n${lines.join("\n")}`))), timeoutMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  }

  let listening: string;
  try {
    listening = await waitForLine((line) => parseLine(line)?.msg === "listening");
  } catch (error) {
    // A server that never came up must not outlive the test.
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url: String(parseLine(listening)?.url).replace("localhost", "127.0.0.1"),
    lines,
    errors,
    child,
    output: () => [...lines, ...errors].join("\n"),
    waitForLine,
    stop: () => stopProcess(child, exited, () => running),
    kill: async () => {
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

function collect(stream: NodeJS.ReadableStream | null, into: string[], waiters: Set<() => void>): void {
  let rest = "";
  stream?.setEncoding("utf8");
  stream?.on("data", (chunk: string) => {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    into.push(...parts.filter((line) => line.length > 0));
    for (const wake of [...waiters]) wake();
  });
}

async function stopProcess(child: ChildProcess, exited: Promise<number | null>, running: () => boolean): Promise<number | null> {
  if (!running()) return exited;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}
