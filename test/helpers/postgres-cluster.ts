/**
 * A throwaway PostgreSQL cluster for the test run: initdb into a temp folder, pg_ctl start on a
 * free port, one fresh database per test file. Run as the `postgres` user when we are root,
 * since initdb refuses to run as root. Outage tests start one of their own and crash it
 * (`pg_ctl -m immediate stop`) and start it again on the same port, so no other file is disturbed.
 */
import { execFile, execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port.js";

export interface PostgresCluster {
  /** `postgres://…/postgres` on the cluster; tests create their own databases from here. */
  adminUrl: string;
  /** Stops it for good and removes its folder. */
  stop(): void;
  /** Stops it at once, as a crash or a pulled plug would (`-m immediate`); `start()` brings it back. */
  crash(): Promise<void>;
  /** Starts it again after `crash()`, on the same port and data. */
  start(): Promise<void>;
}

export interface PostgresClusterOptions {
  /**
   * Acknowledged commits survive a crash (the default `synchronous_commit=on`). The shared test
   * cluster turns it off for speed, since nothing there crashes.
   */
  durable?: boolean;
}

export function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, "bin");
    if (existsSync(join(bin, "initdb")) && existsSync(join(bin, "pg_ctl"))) return bin;
  }
  return undefined;
}

export async function startPostgresCluster(bin: string, options: PostgresClusterOptions = {}): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), "qb-pg-"));
  const asRoot = process.getuid?.() === 0;
  const command = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, cmd), ...args]] : [join(bin, cmd), args];
  const run = (cmd: string, args: string[]) => execFileSync(...command(cmd, args), { stdio: "pipe", timeout: 60_000 });
  // Tests crash and start a cluster while their server keeps answering: the event loop must run.
  const runAsync = async (cmd: string, args: string[]) => {
    await promisify(execFile)(...command(cmd, args), { timeout: 60_000 });
  };
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync("chown", ["postgres", dir]);
  }
  const data = join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const commit = options.durable ? "" : " -c synchronous_commit=off";
  const startArgs = [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-w",
    "-t",
    "60",
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off${commit} -c full_page_writes=off -c max_connections=300`,
    "start",
  ];
  const stopArgs = ["-D", data, "-m", "immediate", "-w", "stop"];
  run("pg_ctl", startArgs);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", stopArgs);
      } catch {
        // A test crashed it and did not start it again.
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    crash: () => runAsync("pg_ctl", stopArgs),
    start: () => runAsync("pg_ctl", startArgs),
  };
}
