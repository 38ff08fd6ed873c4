// `node scripts/start-check.mjs` (with whichever Node is first on PATH): `npm start` as a vendor
// runs it — the build, then the server on a fresh SQLite database in a temp folder — answers
// readiness, a hosted page and an open API read, then stops cleanly on SIGTERM. CI runs it on
// the newest Node release (see .ci/run).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), "queue-booking-start-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATABASE_URL: join(dir, "start.sqlite"), SEED_DEMO: "1", LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));

async function expectStatus(path, status) {
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
  if (response.status !== status) throw new Error(`${path}: ${response.status}, expected ${status}`);
  return response;
}

try {
  const deadline = Date.now() + 300_000; // a first start builds the server and the element
  for (;;) {
    const status = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error("not ready within 5 minutes");
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const page = await (await expectStatus("/callback-service", 200)).text();
  if (!page.includes("<queue-booking")) throw new Error("/callback-service: no <queue-booking> element in the hosted page");
  const locations = await (await expectStatus("/api/v2/open/locations?vendor=demo", 200)).json();
  if (!Array.isArray(locations.data) || locations.data.length === 0) throw new Error("the demo vendor lists no locations");
  child.kill("SIGTERM");
  const code = await exited;
  if (code !== 0) throw new Error(`stopped with ${code}, expected 0`);
  console.log(`npm start on Node ${process.version}: ready, hosted page and open API answered, stopped cleanly`);
} catch (error) {
  child.kill("SIGKILL");
  await exited;
  console.error(`npm start on Node ${process.version} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
