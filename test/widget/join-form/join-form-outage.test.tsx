/**
 * The form when the server cannot take a join just now, against a real server on an SQLite file:
 * locked by another process past SQLITE_BUSY_WAIT_MS (503 service_unavailable) or full (507
 * storage_full). The client's details stay as typed, the "Error" snackbar shows with the
 * translated notice to try again in a moment, the button comes back, and the next try, with the
 * same Idempotency-Key, joins once the database takes it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteConnection } from "../../../server/src/db/sqlite-connection.js";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";
import { waitFor } from "../helpers/element-harness.js";
import { answerMember, confirmationQuery, fillContact, openForm, removeAll, settle, type FormPage } from "./form-driver.js";

const NOTICE = "The service is briefly unavailable. Your details are kept: please try again in a moment.";
const folder = mkdtempSync(join(tmpdir(), "qb-form-outage-"));
const file = join(folder, "store.sqlite");

describe("join form during a database outage", () => {
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  /** The Idempotency-Key of every join the element sent. */
  const keys: string[] = [];
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    server = await createTestServer("sqlite", { env: { DATABASE_URL: file, SQLITE_BUSY_WAIT_MS: "300" } });
    base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    ids = await demoIds(server.store.db);
    globalThis.fetch = (input, init) => {
      if (String(input).endsWith("/api/v2/open/queue-appointments") && init?.method === "POST") {
        keys.push(new Headers(init.headers).get("idempotency-key") ?? "");
      }
      return realFetch(input, init);
    };
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await settle(100);
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });
  beforeEach(() => {
    removeAll();
    keys.length = 0;
  });
  afterEach(removeAll);

  async function filledForm(first: string): Promise<FormPage> {
    const page = await openForm(base, ids.location("downtown"), `service=${ids.service("deposits")}`);
    await page.ready();
    answerMember(page, ids.question("member"));
    fillContact(page, first);
    page.click('input[name="compliance"]');
    await waitFor(() => !page.submitButton().disabled);
    return page;
  }

  async function expectKept(page: FormPage, first: string): Promise<void> {
    await page.waitForText(NOTICE);
    const notice = await waitFor(() => page.shadow.querySelector('.qb-warning[role="alert"]'));
    expect(notice.textContent).toBe(NOTICE);
    expect(page.field(".qb-snackbar").textContent).toBe("Error");
    expect(page.field("#qb-first-name").value).toBe(first);
    expect(page.field("#qb-phone").value).not.toBe("");
    await waitFor(() => !page.submitButton().disabled);
    expect(window.location.hash).toMatch(/^#\/callback-service\/\d+/);
  }

  it("keeps the form on 503, shows the notice, and joins on the next try with the same key", async () => {
    const page = await filledForm("Lena");
    const other = openSqliteConnection(file);
    try {
      other.exec("begin immediate");
      page.click('button[type="submit"]');
      await expectKept(page, "Lena");
      other.exec("rollback");
    } finally {
      if (other.inTransaction) other.exec("rollback");
      other.close();
    }
    // Sent again once the database takes it, under the same key.
    page.click('button[type="submit"]');
    const query = await confirmationQuery();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const stored = await server.store.db
      .selectFrom("queue_appointments")
      .select("id")
      .where("idempotency_key", "=", keys[0] ?? "")
      .execute();
    expect(stored).toEqual([{ id: Number(query.id) }]);
  });

  it("keeps the form on 507 when the database is full", async () => {
    const page = await filledForm("Milo");
    const { page_count: pages } = (await sql.raw("pragma page_count").execute(server.store.db)).rows[0] as { page_count: number };
    await sql.raw(`pragma max_page_count = ${pages}`).execute(server.store.db);
    try {
      // Fill what room the file's pages have left, so the element's join finds none.
      for (let i = 0; i < 2000; i += 1) {
        const res = await server.call({ method: "POST", url: "/api/v2/open/queue-appointments", payload: fillerJoin(ids) });
        if (res.statusCode === 507) break;
      }
      page.click('button[type="submit"]');
      await expectKept(page, "Milo");
    } finally {
      await sql.raw("pragma max_page_count = 1073741823").execute(server.store.db);
    }
    page.click('button[type="submit"]');
    await confirmationQuery();
  });
});

function fillerJoin(ids: DemoIds) {
  return {
    data: {
      type: "queue-appointments",
      attributes: {
        location_id: ids.location("downtown"),
        service_id: ids.service("deposits"),
        booked_through: "online_queue",
        meeting_method: 1,
        fulfillment_method: 1,
        compliance_agreed: true,
      },
      relationships: {
        client: { data: { type: "client", attributes: { first_name: "Filler", last_name: "Row", cell_phone: "+12125550100", email: "", lang: "en" } } },
        answers: { data: [{ type: "answers", attributes: { question_id: ids.question("member"), value: 1 } }] },
      },
    },
  };
}
