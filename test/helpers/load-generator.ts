/**
 * A small steady load from a process of its own (see `startLoad` in load-client.ts): a few
 * loops of joins (each with its own Idempotency-Key, as the widget sends) and reads, on kept-alive
 * connections as browsers and proxies hold them. It prints `started` after its first success,
 * and once told `stop` on stdin, every request's outcome as one JSON line.
 */
import { randomUUID } from "node:crypto";
import type { LoadPlan, Outcome } from "./load-client.js";

const plan = JSON.parse(process.argv[2] ?? "{}") as LoadPlan;
const outcomes: Outcome[] = [];
let running = true;
let announced = false;

async function request(kind: Outcome["kind"], path: string, init: RequestInit): Promise<void> {
  const at = Date.now();
  try {
    const res = await fetch(`${plan.base}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    const text = await res.text();
    let body: { code?: string; data?: { id?: number } } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // An HTML error page of a proxy: the status says enough.
    }
    outcomes.push({ at, kind, status: res.status, code: body.code, retryAfter: res.headers.get("retry-after") ?? undefined, id: body.data?.id });
    if (res.ok && !announced) {
      announced = true;
      process.stdout.write("started\n");
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    outcomes.push({ at, kind, status: 0, error: cause?.code ?? cause?.message ?? String(error) });
  }
}

async function csrfToken(): Promise<string> {
  for (;;) {
    const res = await fetch(`${plan.base}/api/v2/open/csrf`, { headers: { "x-vendor": plan.vendor } }).catch(() => undefined);
    if (res?.ok) return ((await res.json()) as { token: string }).token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function joins(token: string): Promise<void> {
  while (running) {
    const headers = { "content-type": "application/json", "x-vendor": plan.vendor, "x-csrf-token": token, "idempotency-key": randomUUID() };
    await request("join", "/api/v2/open/queue-appointments", { method: "POST", headers, body: JSON.stringify(plan.joinBody) });
    await new Promise((resolve) => setTimeout(resolve, plan.pauseMs));
  }
}

async function reads(offset: number): Promise<void> {
  for (let i = offset; running; i++) {
    const path = plan.readPaths[i % plan.readPaths.length] ?? "/healthz";
    await request("read", path, { headers: { "x-vendor": plan.vendor } });
    await new Promise((resolve) => setTimeout(resolve, plan.pauseMs));
  }
}

const token = await csrfToken();
const loops = [...Array.from({ length: plan.joiners }, () => joins(token)), ...Array.from({ length: plan.readers }, (_, i) => reads(i))];
process.stdin.setEncoding("utf8");
process.stdin.on("data", (data: string) => {
  if (data.includes("stop")) running = false;
});
process.stdin.on("end", () => (running = false));
await Promise.all(loops);
process.stdout.write(`${JSON.stringify({ outcomes })}\n`, () => process.exit(0));
