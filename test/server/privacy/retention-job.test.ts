/**
 * The retention job on both databases: with the default 90 days it erases exactly the personal
 * data of visits and bookings over for longer, and the free text of feedback as old, keeping
 * every time, status and id the reports count; a second run finds nothing; 0 keeps everything
 * (and the document's save warns); two runs at once erase each row once.
 */
import { beforeAll, expect, it } from "vitest";
import { bookDowntown } from "../../helpers/booking.js";
import { ADMIN, getDocument, patchDocument } from "../../helpers/admin-document.js";
import { type DemoIds, demoIds } from "../../helpers/demo-ids.js";
import { joinDowntown, setStatus } from "../../helpers/join-demo.js";
import { describeEachDialect, TEST_NOW } from "../../helpers/test-server.js";
import { giveAccount, signIn } from "../../helpers/office-session.js";
import { runRetention } from "../../../server/src/privacy/retention-job.js";
import { rollUpReports } from "../../../server/src/reports/roll-up.js";

const NOW = new Date(TEST_NOW);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60_000).toISOString();

describeEachDialect("privacy: the retention job", (server) => {
  let ids: DemoIds;
  const db = () => server().store.db;

  /** A finished visit of a client of its own, `days` ago. */
  async function finishedVisit(name: string, days: number | null): Promise<number> {
    const joined = await joinDowntown(server(), ids, "deposits", { first_name: name, email: `${name.toLowerCase()}@example.org` }, { notes: `${name}'s note` });
    if (days !== null)
      await setStatus(server(), joined.id, 2, { started_at: daysAgo(days + 0.01), finished_at: daysAgo(days), meeting_link: "https://meet.example/x" });
    return joined.id;
  }

  /** What the reports read of the visits and bookings: everything but the personal columns. */
  const reportedColumns = async () => ({
    visits: await db()
      .selectFrom("queue_appointments")
      .select([
        "id",
        "vendor_id",
        "location_id",
        "service_id",
        "client_id",
        "status",
        "user_id",
        "meeting_method",
        "created_at",
        "started_at",
        "finished_at",
        "promised_start_at",
        "reported_at",
      ])
      .orderBy("id")
      .execute(),
    bookings: await db()
      .selectFrom("appointments")
      .select([
        "id",
        "location_id",
        "service_id",
        "staff_id",
        "client_id",
        "status",
        "starts_at",
        "ends_at",
        "cancelled_at",
        "checked_in_at",
        "started_at",
        "finished_at",
        "reschedules",
      ])
      .orderBy("id")
      .execute(),
    feedback: await db().selectFrom("feedback").select(["id", "location_id", "service_id", "half_stars", "created_at"]).orderBy("id").execute(),
  });

  let old: number;
  let recent: number;
  let waiting: number;
  let oldBooking: number;
  let upcoming: number;

  beforeAll(async () => {
    ids = await demoIds(db());
    old = await finishedVisit("Olga", 100);
    recent = await finishedVisit("Rita", 10);
    waiting = await finishedVisit("Wanda", null);
    oldBooking = (
      await bookDowntown(server(), ids, "2026-11-23T15:00:00.000Z", { client: { first_name: "Bella", email: "bella@example.org", notes: "Bella's note" } })
    ).id;
    await db()
      .updateTable("appointments")
      .set({ status: 2, starts_at: daysAgo(120), ends_at: daysAgo(119.99), finished_at: daysAgo(119.99), reminded_start: daysAgo(120), reminded_minutes: 60 })
      .where("id", "=", oldBooking)
      .execute();
    upcoming = (await bookDowntown(server(), ids, "2026-11-23T16:00:00.000Z", { client: { first_name: "Uma", email: "uma@example.org" } })).id;
    const where = { vendor_id: ids.vendor, location_id: ids.location("downtown"), service_id: ids.service("deposits"), half_stars: 8 };
    await db()
      .insertInto("feedback")
      .values([
        { ...where, experience: "Olga at the desk was lovely", created_at: daysAgo(100) },
        { ...where, experience: "Quick and friendly", created_at: daysAgo(5) },
      ])
      .execute();
    await db()
      .insertInto("staff_audit")
      .values({
        vendor_id: ids.vendor,
        actor_kind: "system",
        staff_id: null,
        action: "meeting_link",
        subject: "queue-appointment",
        subject_id: old,
        location_id: ids.location("downtown"),
        from_status: 5,
        to_status: 5,
        detail: JSON.stringify({ meeting_link: "https://meet.example/x" }),
        created_at: daysAgo(100),
      })
      .execute();
  });

  /** Every aggregate row, and the report screen's answer over the whole range, after a roll-up. */
  async function reports() {
    await rollUpReports(db(), { now: NOW });
    const key = ["vendor_id", "service_id", "staff_id", "day", "location_id"] as const;
    const rows = [
      await db()
        .selectFrom("report_days")
        .selectAll()
        .orderBy([...key])
        .execute(),
      await db()
        .selectFrom("report_histograms")
        .selectAll()
        .orderBy([...key, "measure"])
        .execute(),
    ];
    await giveAccount(server(), { vendor: "demo", key: "dana", email: "dana@maple-main.example", password: "correct horse battery" });
    const admin = await signIn(server(), { vendor: "demo", email: "dana@maple-main.example", password: "correct horse battery" });
    const answer = await server().app.inject({ url: "/api/v2/office/reports?from=2026-06-01&to=2026-11-22", headers: { cookie: admin.cookie } });
    expect(answer.statusCode).toBe(200);
    return { rows, answer: answer.json() as unknown };
  }

  it("erases the personal data of visits and bookings over for longer than 90 days, and nothing else", async () => {
    const reportsBefore = await reports();
    expect(reportsBefore.rows[0]?.length).toBeGreaterThan(0);
    const before = await reportedColumns();
    const clientOf = async (visit: number) =>
      db()
        .selectFrom("clients")
        .innerJoin("queue_appointments as q", "q.client_id", "clients.id")
        .select(["first_name", "email"])
        .where("q.id", "=", visit)
        .executeTakeFirstOrThrow();
    const result = await runRetention(db(), { now: NOW });
    expect(result).toMatchObject({ visits: 1, bookings: 1, clients: 2, answers: 1, feedback: 1 });
    const visits = await db().selectFrom("queue_appointments").select(["id", "notes", "meeting_link", "idempotency_key", "erased_at"]).orderBy("id").execute();
    expect(visits.find((v) => v.id === old)).toEqual({ id: old, notes: "", meeting_link: null, idempotency_key: null, erased_at: TEST_NOW });
    for (const id of [recent, waiting]) expect(visits.find((v) => v.id === id)?.erased_at).toBeNull();
    expect(await clientOf(old)).toEqual({ first_name: "", email: "" });
    expect(await clientOf(recent)).toEqual({ first_name: "Rita", email: "rita@example.org" });
    expect(await db().selectFrom("answers").select("id").where("queue_appointment_id", "=", old).execute()).toEqual([]);
    expect(await db().selectFrom("answers").select("id").where("queue_appointment_id", "=", recent).execute()).toHaveLength(1);
    expect(await db().selectFrom("outbox").select("id").where("queue_appointment_id", "=", old).execute()).toEqual([]);
    const bookings = await db().selectFrom("appointments").select(["id", "notes", "attendees", "reminded_minutes", "erased_at"]).orderBy("id").execute();
    expect(bookings.find((b) => b.id === oldBooking)).toEqual({ id: oldBooking, notes: "", attendees: "[]", reminded_minutes: null, erased_at: TEST_NOW });
    expect(bookings.find((b) => b.id === upcoming)?.erased_at).toBeNull();
    const audit = await db()
      .selectFrom("staff_audit")
      .select(["action", "detail"])
      .where("subject_id", "=", old)
      .where("subject", "=", "queue-appointment")
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((row) => !row.detail.includes("meet.example"))).toBe(true);
    expect((await db().selectFrom("feedback").select("experience").orderBy("id").execute()).map((f) => f.experience)).toEqual(["", "Quick and friendly"]);
    // What the reports count is the same, row for row, and so are the reports.
    expect(await reportedColumns()).toEqual(before);
    expect(await reports()).toEqual(reportsBefore);
  });

  it("finds nothing to do the second time", async () => {
    expect(await runRetention(db(), { now: NOW })).toEqual({ visits: 0, bookings: 0, clients: 0, answers: 0, notifications: 0, feedback: 0 });
  });

  it("keeps everything with 0, which the document's save warns about; refuses more than 3650 days", async () => {
    const read = await getDocument(server(), "demo");
    const etag = String(read.headers.etag);
    expect(read.json().personal_data_retention_days ?? 90).toBe(90);
    const tooLong = await patchDocument(server(), "demo", { personal_data_retention_days: 3651 }, { "if-match": etag });
    expect(tooLong.statusCode).toBe(422);
    const res = await patchDocument(server(), "demo", { personal_data_retention_days: 0 }, { "if-match": etag });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.warnings).toContainEqual(expect.objectContaining({ field: "personal_data_retention_days", code: "personal_data_kept_for_ever" }));
    expect((await getDocument(server(), "demo")).json().personal_data_retention_days).toBe(0);
    await finishedVisit("Kept", 400);
    expect((await runRetention(db(), { now: NOW })).visits).toBe(0);
    const back = await patchDocument(server(), "demo", { personal_data_retention_days: 90 }, { ...ADMIN, "if-match": String(res.headers.etag) });
    expect(back.statusCode).toBe(200);
    expect(back.json().meta.warnings.map((w: { code: string }) => w.code)).not.toContain("personal_data_kept_for_ever");
  });

  it("erases each row once when several instances run it at once", async () => {
    const many = [];
    for (const name of ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]) many.push(await finishedVisit(name, 200));
    const runs = await Promise.all([runRetention(db(), { now: NOW, batchSize: 2 }), runRetention(db(), { now: NOW, batchSize: 2 })]);
    // The 7 new ones and the one kept while the setting was 0.
    expect(runs[0].visits + runs[1].visits).toBe(8);
    const left = await db().selectFrom("queue_appointments").select("id").where("id", "in", many).where("erased_at", "is", null).execute();
    expect(left).toEqual([]);
    expect((await runRetention(db(), { now: NOW })).visits).toBe(0);
  });
});
