import { mkdtempSync } from "node:fs";
import { openStore } from "../server/src/db/database.js";
import { seedDemoData } from "../server/src/demo/seed-demo.js";
import { bumpLine } from "../server/src/queue/line/line-rows.js";
const dir = mkdtempSync("/tmp/p3-");
const store = await openStore({ kind: "sqlite", filename: dir + "/x.db", synchronous: "normal" });
await seedDemoData(store.db, new Date());
const db = store.db;
const v = await db.selectFrom("vendors").select("id").executeTakeFirstOrThrow();
const loc = await db.selectFrom("locations").select("id").executeTakeFirstOrThrow();
const svc = await db.selectFrom("services").select("id").executeTakeFirstOrThrow();
const N = 3000;
const now = new Date();
let t = performance.now();
for (let i = 0; i < N; i++) {
  await db.transaction().execute(async (tx) => {
    await bumpLine(tx, loc.id, now);
    const c = await tx.insertInto("clients").values({ vendor_id: v.id, external_id: "", first_name: "A", last_name: "B", email: "", cell_phone: "", cell_phone_formatted: "", lang: "en", receive_sms: 0, notes: "", created_at: now.toISOString() }).returningAll().executeTakeFirstOrThrow();
    await tx.insertInto("queue_appointments").values({ vendor_id: v.id, location_id: loc.id, service_id: svc.id, client_id: c.id, status: 9, confirm_code: "X" + i, meeting_method: 1, fulfillment_method: 1, car_details: "", notes: "", booked_through: "online_queue", channel_id: 13, workflow_id: null, walk_in: 0, compliance_agreed: 0, idempotency_key: null, idempotency_hash: null, utm: "{}", created_at: now.toISOString(), updated_at: now.toISOString() }).returningAll().executeTakeFirstOrThrow();
  });
}
console.log("kysely tx", ((performance.now() - t) / N * 1000).toFixed(0), "µs/join");
await store.close();
