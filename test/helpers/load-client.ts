/**
 * Drives load-generator.ts in a child process: the load comes from other sockets and another
 * event loop than the test's, as a real client's would.
 */
import { spawnScript } from "./server-process.js";

export interface LoadPlan {
  base: string;
  vendor: string;
  /** The body of every join (each is sent with a fresh Idempotency-Key). */
  joinBody: unknown;
  readPaths: string[];
  joiners: number;
  readers: number;
  /** Pause after each request of a loop. */
  pauseMs: number;
}

export interface Outcome {
  /** `Date.now()` when the request was sent. */
  at: number;
  kind: "join" | "read";
  /** 0: no answer (see `error`). */
  status: number;
  code?: string;
  retryAfter?: string;
  /** The network error of a request without an answer, e.g. `ECONNREFUSED`. */
  error?: string;
  /** A join's new appointment. */
  id?: number;
}

export interface RunningLoad {
  /** Ends the loops after their request in flight; answers every outcome. */
  stop(): Promise<Outcome[]>;
  /** Teardown: kills the process if it still runs. */
  kill(): void;
}

export async function startLoad(plan: LoadPlan, timeoutMs = 60_000): Promise<RunningLoad> {
  const child = spawnScript("test/helpers/load-generator.ts", [JSON.stringify(plan)], {});
  let output = "";
  let errors = "";
  child.stdout.setEncoding("utf8");
  child.stderr.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => (output += chunk));
  child.stderr.on("data", (chunk: string) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + timeoutMs;
  while (!output.includes("started\n")) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`load did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    async stop() {
      child.stdin.end("stop\n");
      await exited;
      const last = output.trim().split("\n").pop() ?? "";
      try {
        return (JSON.parse(last) as { outcomes: Outcome[] }).outcomes;
      } catch {
        throw new Error(`load ended without its outcomes: ${errors || last}`);
      }
    },
    kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
