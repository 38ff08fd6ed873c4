/**
 * The configuration cache on one instance: the busy calls send far fewer statements than they
 * did when every request read the vendor's configuration again, and an admin's write of the
 * vendor document is seen by the very next request.
 */
import { beforeAll, expect, it } from "vitest";
import { getDocument, putDocument } from "../../helpers/admin-document.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinBody } from "../../helpers/join-body.js";
import { countStatements, type StatementCounter } from "../../helpers/statement-counter.js";
import { describeEachDialect, type TestServer } from "../../helpers/test-server.js";

/**
 * Statements per call before the cache (measured with this counter on the demo vendor, a join
 * with one answer): join 37 on SQLite, 40 on PostgreSQL; services 11; locations list 11. With
 * it: join 16 / 19 (its check reads who is on duty, not the line), services 4, locations 4 (the
 * line itself, presence and bookings, always read).
 */
const MOST_PER_JOIN = 20;
const MOST_PER_SERVICES_READ = 5;
const MOST_PER_LOCATIONS_LIST = 5;

let counter: StatementCounter;

describeEachDialect(
  "vendor configuration cache",
  (server) => {
    let ids: DemoIds;
    beforeAll(async () => {
      ids = await demoIds(server().store.db);
    });

    const join = () =>
      server().call({
        method: "POST",
        url: "/api/v2/open/queue-appointments",
        payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, {}, [
          { question_id: ids.question("member"), value: 1 },
        ]),
      });
    const services = () => server().call({ method: "GET", url: `/api/v2/open/queue-appointments-services/${ids.location("downtown")}` });
    const locations = () => server().call({ method: "GET", url: "/api/v2/open/locations" });

    const downtownOpen = (list: { data: { id: number; attributes: { is_currently_open: boolean } }[] }) =>
      list.data.find((l) => l.id === ids.location("downtown"))?.attributes.is_currently_open;

    /** The statements of the call once the cache holds what an earlier one read. */
    async function warmStatements(call: () => ReturnType<TestServer["call"]>, status: number) {
      await call();
      const { result, statements, kinds } = await counter.count(call);
      expect(result.statusCode, result.body).toBe(status);
      return { statements, kinds };
    }

    it(`joins with at most ${MOST_PER_JOIN} statements (37 on SQLite, 40 on PostgreSQL without the cache)`, async () => {
      const { statements, kinds } = await warmStatements(join, 201);
      expect(statements, kinds.join(", ")).toBeLessThanOrEqual(MOST_PER_JOIN);
    });

    it(`reads services with wait times in at most ${MOST_PER_SERVICES_READ} statements (11 without the cache)`, async () => {
      const { statements, kinds } = await warmStatements(services, 200);
      expect(statements, kinds.join(", ")).toBeLessThanOrEqual(MOST_PER_SERVICES_READ);
    });

    it(`lists locations in at most ${MOST_PER_LOCATIONS_LIST} statements (11 without the cache)`, async () => {
      const { statements, kinds } = await warmStatements(locations, 200);
      expect(statements, kinds.join(", ")).toBeLessThanOrEqual(MOST_PER_LOCATIONS_LIST);
    });

    it("answers the same with the cache warm as a cold read does", async () => {
      const warm = [(await services()).json(), (await locations()).json()];
      await server().app.ctx.configCache.changed(ids.vendor);
      expect([(await services()).json(), (await locations()).json()]).toEqual(warm);
    });

    // Last: it changes the demo vendor.
    it("shows an admin's document write on the next request: a renamed service, hidden wait times, a closed branch", async () => {
      const before = await services();
      expect(before.json().meta.show_wait_time).toBe(true);
      expect(downtownOpen((await locations()).json())).toBe(true);
      const doc = (await getDocument(server(), "demo")).json();
      doc.show_wait_time = false;
      doc.services = doc.services.map((s: { key: string; name: string }) => (s.key === "deposits" ? { ...s, name: "Cash desk" } : s));
      doc.locations = doc.locations.map((l: { key: string }) => (l.key === "downtown" ? { ...l, temporarily_closed: true } : l));
      const put = await putDocument(server(), "demo", doc);
      expect(put.statusCode, put.body).toBe(200);

      const after = await services();
      expect(after.json().meta.show_wait_time).toBe(false);
      expect(after.json().data[1]).toEqual([]);
      expect(after.json().data[0].map((s: { attributes: { name: string } }) => s.attributes.name)).toContain("Cash desk");
      expect(downtownOpen((await locations()).json())).toBe(false);
    });
  },
  { env: { CONFIG_CACHE_TTL_MS: "600000" }, onStore: (store) => (counter = countStatements(store)) },
);
