/**
 * `npm run bench:csv`: what the back office's CSV files of locations and staff cost at 10, 1,000
 * and 10,000 rows, on SQLite and then on a throwaway PostgreSQL cluster (when its binaries are
 * installed). For each size, a vendor of that many branches and staff members is prepared before
 * its server starts (`server/src/main.ts` in a child process, bench-server.ts); an admin signs in
 * and, one request at a time: exports the locations, previews that file back (no change),
 * previews it with as many new branches again, writes that, then exports and previews the staff.
 * Medians of BENCH_ROUNDS for the reads and previews; the write happens once. Not a test: nothing
 * here asserts a time. `BENCH_QUICK=1` stops at 1,000 rows; `BENCH_DIALECTS=sqlite` skips PostgreSQL.
 */
import { stringify } from "csv-stringify/sync";
import * as v from "valibot";
import { LOCATION_CSV_COLUMNS, VendorDocumentSchema } from "#contract";
import { loadConfig } from "../server/src/config.js";
import { openStore } from "../server/src/db/database.js";
import { setPassword } from "../server/src/office/accounts.js";
import { applyVendorDocument } from "../server/src/vendors/apply-vendor-document.js";
import { BENCH_VENDOR, createBenchDatabase, startBenchServer } from "./bench-server.js";
import { benchVendor } from "./bench-vendor.js";
import { benchEachDialect } from "./each-dialect.js";
import { median } from "./median.js";

const QUICK = process.env.BENCH_QUICK === "1";
const SIZES = QUICK ? [10, 1_000] : [10, 1_000, 10_000];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 1 : 3));
const ADMIN = { email: "admin@bench.example", password: "bench admin password" };

const fmt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "n/a");

/** A vendor of `n` branches, each with one staff member, and an admin who can sign in. */
async function prepare(url: string, n: number): Promise<void> {
  const store = await openStore(loadConfig({ DATABASE_URL: url }).database);
  try {
    const doc = benchVendor(n);
    const admin = { key: "bench-admin", full_name: "Bench Admin", email: ADMIN.email, role_level: 30, locations: [], meeting_methods: [1] };
    const staff = [...(doc.staff ?? []).filter((_, i) => i % 3 === 0), admin];
    const { vendorId } = await applyVendorDocument(store.db, BENCH_VENDOR, v.parse(VendorDocumentSchema, { ...doc, staff }), new Date());
    const row = await store.db.selectFrom("staff_users").select("id").where("vendor_id", "=", vendorId).where("key", "=", admin.key).executeTakeFirstOrThrow();
    await setPassword(store.db, row.id, ADMIN.password, new Date());
  } finally {
    await store.close();
  }
}

/** Rows of `n` more branches, `from` on, in the locations file's columns. */
function newBranches(from: number, n: number): string {
  const rows = Array.from({ length: n }, (_, k) => {
    const i = from + k;
    const cells: Record<string, string> = {
      key: `new-${i}`,
      name: `New branch ${i}`,
      address: `${i} Import Avenue`,
      country: "US",
      time_zone: "America/Chicago",
      latitude: String(33 + (i % 90) / 10),
      longitude: String(-100 + (Math.floor(i / 90) % 10)),
      services: "teller;advisor:in_person+phone",
      monday: "09:00-17:00",
      friday: "09:00-13:00",
    };
    return LOCATION_CSV_COLUMNS.map((column) => cells[column] ?? "");
  });
  return stringify(rows, { record_delimiter: "windows" });
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function medianMs(work: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) samples.push((await timed(work)).ms);
  return median(samples);
}

interface Figures {
  kb: number;
  exportMs: number;
  sameMs: number;
  moreMs: number;
  writeMs: number;
  staffExportMs: number;
  staffSameMs: number;
}

async function measure(base: string, n: number): Promise<Figures> {
  const signIn = await fetch(`${base}/api/v2/office/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-vendor": BENCH_VENDOR },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = (signIn.headers.getSetCookie().find((c) => c.startsWith("qb_session=")) ?? "").split(";")[0] ?? "";
  const csrf = ((await signIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const read = async (list: string) => {
    const res = await fetch(`${base}/api/v2/office/${list}.csv`, { headers: { cookie } });
    if (!res.ok) throw new Error(`export ${list}: ${res.status} ${(await res.text()).slice(0, 500)}`);
    return { text: await res.text(), etag: res.headers.get("etag") ?? "" };
  };
  const post = async (list: string, body: string, query: string, ifMatch?: string) => {
    const headers: Record<string, string> = { cookie, "x-csrf-token": csrf, "content-type": "text/csv", ...(ifMatch ? { "if-match": ifMatch } : {}) };
    const res = await fetch(`${base}/api/v2/office/${list}.csv${query}`, { method: "POST", headers, body });
    if (!res.ok) throw new Error(`${list} ${query || "write"}: ${res.status} ${(await res.text()).slice(0, 500)}`);
    return res.json();
  };
  const exportMs = await medianMs(() => read("locations"));
  const { text, etag } = await read("locations");
  const sameMs = await medianMs(() => post("locations", text, "?preview=1"));
  const more = `${text}${newBranches(n, n)}`;
  const moreMs = await medianMs(() => post("locations", more, "?preview=1"));
  const writeMs = (await timed(() => post("locations", more, "", etag))).ms;
  const staffExportMs = await medianMs(() => read("staff"));
  const staff = (await read("staff")).text;
  const staffSameMs = await medianMs(() => post("staff", staff, "?preview=1"));
  return { kb: Buffer.byteLength(more) / 1024, exportMs, sameMs, moreMs, writeMs, staffExportMs, staffSameMs };
}

async function benchDialect(label: string, postgresAdminUrl?: string): Promise<void> {
  console.log(`\n== ${label}: CSV files, one request at a time (ms; median of ${ROUNDS} except the write)`);
  console.log("  (the staff file is read after the write: the vendor then has twice the branches)");
  console.log("    rows  file KB   export  preview same  preview +rows  write +rows  staff export  staff preview");
  for (const n of SIZES) {
    const database = await createBenchDatabase(postgresAdminUrl);
    try {
      await prepare(database.url, n);
      const server = await startBenchServer(database.url);
      try {
        const f = await measure(server.base, n);
        console.log(
          `  ${fmt(n).padStart(6)} ${fmt(f.kb).padStart(8)} ${fmt(f.exportMs).padStart(8)} ${fmt(f.sameMs).padStart(13)}` +
            ` ${fmt(f.moreMs).padStart(14)} ${fmt(f.writeMs).padStart(12)} ${fmt(f.staffExportMs).padStart(13)} ${fmt(f.staffSameMs).padStart(14)}`,
        );
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  }
}

console.log(`queue-booking CSV bench — Node ${process.version}; "rows": the vendor's branches (and staff), "+rows": as many new branches again`);
await benchEachDialect(benchDialect);
