/**
 * Access and erasure on request through the real API, on both databases: only the vendor's
 * admins (managers and staff 403, no session 401); a client found by email in any case or by
 * phone as typed; the export as a file, logged by id; an erasure refused while a visit is under
 * way, then done, with its receipt and its audit record; afterwards no table holds the client's
 * email, phone or name, and the open and staff APIs show the visit and booking without them.
 */
import { beforeAll, expect, it } from "vitest";
import * as v from "valibot";
import { PrivacyErasureResponseSchema, PrivacyLookupResponseSchema, type PrivacyLookupResponse } from "#contract";
import { bookDowntown } from "../../helpers/booking.js";
import { type DemoIds, demoIds } from "../../helpers/demo-ids.js";
import { joinDowntown, setStatus } from "../../helpers/join-demo.js";
import { giveAccount, type OfficeSession, signIn } from "../../helpers/office-session.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../helpers/test-server.js";
import { rowsNaming } from "./rows-naming.js";

const PASSWORD = "correct horse battery";
const EMAIL = "zebulon.quill@example.org";
const PHONE = "+12125550147";
const NEEDLES = [EMAIL, PHONE, "555-0147", "Zebulon", "Quillfeather", "blue hatchback"];

describeEachDialect("privacy: access and erasure on request", (server, dialect) => {
  let ids: DemoIds;
  let admin: OfficeSession;
  let manager: OfficeSession;
  let staff: OfficeSession;
  let visit: { id: number; code: string };
  let booking: { id: number; code: string };
  let otherVendorClient: number;

  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    const people = [
      ["dana", "dana@maple-main.example"],
      ["chloe", "chloe@maple-main.example"],
      ["tara", "tara@maple-main.example"],
    ] as const;
    for (const [key, email] of people) await giveAccount(server(), { vendor: "demo", key, email, password: PASSWORD });
    const signedIn = (email: string) => signIn(server(), { vendor: "demo", email, password: PASSWORD });
    admin = await signedIn("dana@maple-main.example");
    manager = await signedIn("chloe@maple-main.example");
    staff = await signedIn("tara@maple-main.example");
    const client = { first_name: "Zebulon", last_name: "Quillfeather", email: EMAIL, cell_phone: PHONE, notes: "Zebulon prefers mornings" };
    visit = await joinDowntown(server(), ids, "deposits", client, { notes: "Zebulon's cheque" });
    // A car is taken only for curbside pick-up, which the demo's Downtown does not offer.
    await server().store.db.updateTable("queue_appointments").set({ car_details: "blue hatchback" }).where("id", "=", visit.id).execute();
    booking = await bookDowntown(server(), ids, "2026-11-23T15:00:00.000Z", { client });
    // The same person is a client of another vendor, whose admins alone may erase them there.
    const other = await server().store.db.selectFrom("vendors").select("id").where("slug", "!=", "demo").orderBy("id").executeTakeFirstOrThrow();
    const row = await server()
      .store.db.insertInto("clients")
      .values({
        vendor_id: other.id,
        first_name: "Zebulon",
        last_name: "",
        email: EMAIL,
        cell_phone: PHONE,
        cell_phone_formatted: "",
        lang: "en",
        receive_sms: 0,
        notes: "",
        created_at: "2026-11-01T00:00:00.000Z",
        external_id: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    otherVendorClient = row.id;
  });

  const lookUp = (who: OfficeSession | undefined, query: string) =>
    server().app.inject({ url: `/api/v2/office/privacy/clients?${query}`, headers: who ? { cookie: who.cookie } : {} });
  const erase = (who: OfficeSession | undefined, body: unknown) =>
    server().app.inject({ method: "POST", url: "/api/v2/office/privacy/erasures", payload: body as object, headers: who ? who.headers : {} });
  const auditOf = (action: string) =>
    server().store.db.selectFrom("office_audit").select(["actor_kind", "staff_id", "actor_name", "target", "detail"]).where("action", "=", action).execute();

  it("answers admins only: 401 without a session, 403 for managers and staff, and a write needs the CSRF token", async () => {
    for (const url of ["/api/v2/office/privacy/clients?email=a@b.example", "/api/v2/office/privacy/export?email=a@b.example"]) {
      expect((await server().app.inject({ url })).statusCode).toBe(401);
      for (const who of [manager, staff]) expect((await server().app.inject({ url, headers: { cookie: who.cookie } })).statusCode).toBe(403);
    }
    expect((await erase(undefined, { email: EMAIL })).statusCode).toBe(401);
    for (const who of [manager, staff]) {
      const res = await erase(who, { email: EMAIL });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("forbidden");
    }
    const noCsrf = await server().app.inject({
      method: "POST",
      url: "/api/v2/office/privacy/erasures",
      payload: { email: EMAIL },
      headers: { cookie: admin.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await auditOf("privacy.erasure")).toEqual([]);
  });

  it("refuses a lookup without exactly one of email and phone, or with a bad one, naming the field", async () => {
    for (const query of ["", `email=${EMAIL}&phone=${encodeURIComponent(PHONE)}`, "email=not-an-email", "phone=12", "name=Zebulon"]) {
      const res = await lookUp(admin, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().code).toBe("validation_failed");
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const both = await erase(admin, { email: EMAIL, phone: PHONE });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors[0].field).toBe("email");
  });

  it("finds the client by email in any case and by phone as typed, with every visit and booking of this vendor", async () => {
    const byEmail = await lookUp(admin, `email=${encodeURIComponent("Zebulon.QUILL@example.org")}`);
    expect(byEmail.statusCode).toBe(200);
    // The answer is what the contract promises the privacy screen.
    const { data } = v.parse(PrivacyLookupResponseSchema, byEmail.json());
    expect(data.clients.length).toBeGreaterThanOrEqual(1);
    expect(data.clients.every((c) => c.email === EMAIL && c.first_name === "Zebulon")).toBe(true);
    expect(data.clients.some((c) => c.id === otherVendorClient)).toBe(false);
    const found = data.visits.find((v) => v.id === visit.id);
    expect(found).toMatchObject({ location: "Downtown Branch", notes: "Zebulon's cheque", car_details: "blue hatchback", erased_at: null });
    expect(found?.answers.map((a) => a.question)).toEqual(["member"]);
    expect(data.bookings.map((b) => b.id)).toEqual([booking.id]);
    const byPhone = await lookUp(admin, `phone=${encodeURIComponent("(212) 555-0147")}`);
    expect((byPhone.json() as PrivacyLookupResponse).data).toEqual(data);
    const nobody = await lookUp(admin, "email=nobody@example.org");
    expect(nobody.json()).toEqual({ data: { clients: [], visits: [], bookings: [] } });
  });

  it("exports the same as a JSON file and logs who exported whom, by id only", async () => {
    const res = await server().app.inject({ url: `/api/v2/office/privacy/export?email=${encodeURIComponent(EMAIL)}`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="demo-client-data-2026-11-22\.json"$/);
    const { data } = res.json() as PrivacyLookupResponse;
    expect(data.visits.map((v) => v.id)).toContain(visit.id);
    const [entry] = await auditOf("privacy.export");
    expect(entry).toMatchObject({ actor_kind: "staff", actor_name: "Dana Brooks", target: `client:${data.clients.map((c) => c.id).join(",")}` });
    expect(JSON.parse(entry?.detail ?? "{}")).toMatchObject({ visits: data.visits.length, bookings: 1 });
    expect(JSON.stringify(entry)).not.toContain(EMAIL);
  });

  it("refuses to erase a client whose visit is waiting or booking is ahead, and changes nothing", async () => {
    const res = await erase(admin, { email: EMAIL });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("client_has_active_visits");
    const row = await server().store.db.selectFrom("queue_appointments").select(["notes", "erased_at"]).where("id", "=", visit.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ notes: "Zebulon's cheque", erased_at: null });
  });

  it("erases every visit, booking, answer and notification of the client, with a receipt and an audit record", async () => {
    await setStatus(server(), visit.id, 2, { finished_at: "2026-11-22T14:30:00.000Z" });
    await server().store.db.updateTable("appointments").set({ status: 4, cancelled_at: "2026-11-22T14:40:00.000Z" }).where("id", "=", booking.id).execute();
    const db = server().store.db;
    const outboxBefore = await db
      .selectFrom("outbox")
      .select("id")
      .where((eb) => eb.or([eb("queue_appointment_id", "=", visit.id), eb("appointment_id", "=", booking.id)]))
      .execute();
    const res = await erase(admin, { phone: "(212) 555-0147" });
    expect(res.statusCode).toBe(200);
    const receipt = v.parse(PrivacyErasureResponseSchema, res.json()).data;
    expect(receipt).toMatchObject({ erased_at: "2026-11-22T15:00:00.000Z", visits: 1, bookings: 1, answers: 1 });
    expect(receipt.clients).toBeGreaterThanOrEqual(1);
    expect(receipt.notifications).toBeGreaterThanOrEqual(outboxBefore.length);
    const [entry] = await auditOf("privacy.erasure");
    expect(entry).toMatchObject({ actor_kind: "staff", actor_name: "Dana Brooks" });
    expect(entry?.target).toMatch(/^client:\d+(,\d+)*$/);
    expect(JSON.parse(entry?.detail ?? "{}")).toMatchObject({ visits: 1, bookings: 1, answers: 1 });
    const again = await erase(admin, { email: EMAIL });
    expect(again.json().data).toEqual({ erased_at: "2026-11-22T15:00:00.000Z", clients: 0, visits: 0, bookings: 0, answers: 0, notifications: 0 });
  });

  it("leaves no trace of the client in any table but the other vendor's own client row", async () => {
    const found = await rowsNaming(server().store.db, dialect, NEEDLES);
    expect(found.every((row) => row.table === "clients")).toBe(true);
    const clients = await server().store.db.selectFrom("clients").select("id").where("email", "=", EMAIL).execute();
    expect(clients).toEqual([{ id: otherVendorClient }]);
    const kept = await server()
      .store.db.selectFrom("queue_appointments")
      .select(["status", "location_id", "finished_at", "notes", "car_details"])
      .where("id", "=", visit.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ status: 2, location_id: ids.location("downtown"), finished_at: "2026-11-22T14:30:00.000Z", notes: "", car_details: "" });
  });

  it("shows the erased visit and booking without name, phone or email in the open and staff APIs", async () => {
    const open = await server().call({ url: `/api/v2/open/queue-appointments/${visit.id}?code=${visit.code}` });
    expect(open.statusCode).toBe(200);
    const staffDay = await server().call({
      url: `/api/v2/staff/locations/${ids.location("downtown")}/appointments?date=2026-11-23`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      vendor: null,
    });
    expect(staffDay.statusCode).toBe(200);
    expect(staffDay.body).toMatch(new RegExp(`"id":"?${booking.id}"?[,}]`));
    for (const body of [open.body, staffDay.body]) for (const needle of NEEDLES) expect(body).not.toContain(needle);
  });
});
