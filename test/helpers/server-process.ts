/**
 * A server in a child process, started as `npm start` starts it (`server/src/main.ts`, through
 * tsx here so no build is needed): the outbox worker, the sweeps and the real clock run, and the
 * process can be killed for real. Used by the crash test and the bench.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** main.ts prints this line once it listens. */
const LISTENING = /queue-booking is running on (http:\/\/\S+) /;

export interface ServerProcess {
  /** `http://127.0.0.1:{port}` */
  url: string;
  child: ChildProcess;
  /** What the process wrote so far, stdout (its log, at `warn` and above unless told) and stderr. */
  output(): string;
  /** Kills it with SIGKILL (no shutdown hook runs) and waits for it to be gone. */
  kill(): Promise<void>;
  /** Asks it to shut down gracefully (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts `main.ts` with `env` on top of a quiet, free-port default; resolves once it listens. */
export function startServerProcess(env: Record<string, string>, startTimeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void gone("SIGKILL");
      reject(new Error(`server process did not start in ${startTimeoutMs} ms:\n${err}`));
    }, startTimeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited (${String(code)}) before listening:\n${err}`));
    });
    const listening = () => {
      const url = LISTENING.exec(out)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.stdout?.off("data", listening);
      resolve({ url, child, output: () => out + err, kill: () => gone("SIGKILL"), stop: () => gone("SIGTERM") });
    };
    child.stdout?.on("data", listening);
  });
}
