/**
 * The systemd unit, the nginx configuration and the compose file under docs/deploy/: checked by the
 * real tools where the machine has them (`systemd-analyze verify`, `nginx -t`; CI installs
 * nginx and fails without it), and for the settings the documented procedure relies on.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CI, dockerfileInstructions, findTool, ROOT } from "./deploy-files.js";

const docs = (name: string) => readFileSync(join(ROOT, "docs", "deploy", name), "utf8");

/** `[Section]` → key → values (a key may repeat, as `Environment=` does). */
function unitSections(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      current = new Map();
      sections.set(header[1] ?? "", current);
      continue;
    }
    const eq = line.indexOf("=");
    if (!current || eq < 1) throw new Error(`not a unit line: ${line}`);
    const key = line.slice(0, eq);
    current.set(key, [...(current.get(key) ?? []), line.slice(eq + 1)]);
  }
  return sections;
}

describe("docs/deploy/queue-booking.service", () => {
  const unit = docs("queue-booking.service");
  const service = unitSections(unit).get("Service") ?? new Map<string, string[]>();
  const value = (key: string) => service.get(key)?.at(-1);

  it("is hardened, restarts on failure and stops with SIGTERM within a bound", () => {
    expect([...unitSections(unit).keys()]).toEqual(["Unit", "Service", "Install"]);
    expect(value("NoNewPrivileges")).toBe("yes");
    expect(value("ProtectSystem")).toBe("strict");
    expect(value("ReadWritePaths")).toBe("/var/lib/queue-booking");
    expect(value("Restart")).toBe("on-failure");
    expect(value("KillSignal")).toBe("SIGTERM");
    expect(Number(value("TimeoutStopSec"))).toBeGreaterThanOrEqual(30);
    expect(value("User")).not.toBe("root");
    expect(service.get("Environment")).toEqual(expect.arrayContaining(["NODE_ENV=production"]));
    // The SQLite file sits in the one writable folder.
    expect(service.get("Environment")).toEqual(expect.arrayContaining([expect.stringMatching(/^DATABASE_URL=\/var\/lib\/queue-booking\//)]));
  });

  it("starts the same entry point as the image", () => {
    const image = dockerfileInstructions(readFileSync(join(ROOT, "Dockerfile"), "utf8"));
    const cmd = JSON.parse(image.filter((i) => i.keyword === "CMD").at(-1)?.args ?? "[]") as string[];
    expect(value("ExecStart")).toMatch(new RegExp(`/node ${cmd[1]?.replace(/\./g, "\\.")}$`));
  });

  const analyze = findTool("systemd-analyze");
  it.skipIf(!analyze)("passes systemd-analyze verify", () => {
    const dir = mkdtempSync(join(tmpdir(), "qb-unit-"));
    try {
      // verify checks that ExecStart's program exists: point it at this machine's node.
      const local = unit.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`);
      writeFileSync(join(dir, "queue-booking.service"), local);
      const out = execFileSync(analyze ?? "", ["verify", join(dir, "queue-booking.service")], { encoding: "utf8", stdio: "pipe", timeout: 60_000 });
      expect(out).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("docs/deploy/nginx.conf", () => {
  const conf = docs("nginx.conf");

  it("proxies websockets with the Upgrade headers and retries refused requests on the other instance", () => {
    const live = /location \/live \{([^}]*)\}/.exec(conf)?.[1] ?? "";
    expect(live).toContain("proxy_set_header Upgrade $http_upgrade;");
    expect(live).toContain("proxy_set_header Connection $connection_upgrade;");
    // The rolling deploy procedure (docs/operations.md) relies on POSTs being retried too.
    expect(conf).toMatch(/proxy_next_upstream error timeout http_502 http_503 non_idempotent;/);
    expect(conf).toMatch(/proxy_http_version 1\.1;/);
    const upstream = /upstream queue_booking \{([^}]*)\}/.exec(conf)?.[1] ?? "";
    expect(upstream).toMatch(/keepalive \d+;/);
    expect(upstream.match(/server \S+ max_fails=\d+ fail_timeout=\d+s;/g)).toHaveLength(2);
  });

  const nginx = findTool("nginx");
  it.skipIf(!nginx && !CI)("passes nginx -t", () => {
    if (!nginx) throw new Error("nginx is required in CI (.ci/run installs Debian's package)");
    const dir = mkdtempSync(join(tmpdir(), "qb-nginx-"));
    try {
      // nginx resolves upstream names while checking: the compose service names become loopback.
      const local = conf.replace(/server app1:3000/, "server 127.0.0.1:3001").replace(/server app2:3000/, "server 127.0.0.1:3002");
      writeFileSync(join(dir, "nginx.conf"), local);
      // Throws with nginx's message on a failed test. stdout (the access log) is /dev/null here:
      // nginx cannot open a socket as /dev/stdout, and Node's pipes are sockets.
      execFileSync(nginx ?? "", ["-t", "-p", dir, "-c", join(dir, "nginx.conf"), "-g", `pid ${join(dir, "nginx.pid")};`], {
        stdio: ["ignore", "ignore", "pipe"],
        timeout: 60_000,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
}

describe("docs/deploy/compose.yaml", () => {
  const compose = parse(docs("compose.yaml"), { merge: true }) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
  const { services } = compose;

  it("runs PostgreSQL, two instances of the image and nginx, each waiting for what it needs", () => {
    expect(Object.keys(services).sort()).toEqual(["app1", "app2", "db", "nginx"]);
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(services[dependency], `${name} → ${dependency}`).toBeDefined();
    }
    expect(services.db?.healthcheck).toBeDefined();
    for (const app of [services.app1, services.app2]) {
      expect(app?.depends_on?.db?.condition).toBe("service_healthy");
      expect(app?.environment?.NODE_ENV).toBe("production");
      expect(app?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/queue:.*@db:5432\/queue$/);
      const context = join(ROOT, "docs", "deploy", app?.build?.context ?? "", app?.build?.dockerfile ?? "");
      expect(existsSync(context)).toBe(true);
    }
    expect(Object.keys(services.nginx?.depends_on ?? {}).sort()).toEqual(["app1", "app2"]);
  });

  it("wires nginx to the instances' service names and port, and publishes its listen port", () => {
    const conf = docs("nginx.conf");
    const appPort = /PORT=(\d+)/.exec(readFileSync(join(ROOT, "Dockerfile"), "utf8"))?.[1];
    expect(conf).toContain(`server app1:${appPort} `);
    expect(conf).toContain(`server app2:${appPort} `);
    const listen = /listen (\d+);/.exec(conf)?.[1];
    expect(services.nginx?.ports).toEqual([`${listen}:${listen}`]);
    const mount = services.nginx?.volumes?.[0] ?? "";
    expect(mount).toBe("./nginx.conf:/etc/nginx/nginx.conf:ro");
    expect(existsSync(join(ROOT, "docs", "deploy", "nginx.conf"))).toBe(true);
    expect(Object.keys(compose.volumes)).toEqual(["pgdata"]);
  });
});
