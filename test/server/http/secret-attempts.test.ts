/**
 * Guessing is bounded per client address, whatever the way in:
 * - every route that takes a confirm code — the reads, and the writes (a cancel, a move, feedback,
 *   a check-in) — spends one shared allowance (5 × RATE_LIMIT_PER_MINUTE), and once it is spent a
 *   right code is refused as well (429 with Retry-After), so an answer tells nothing;
 * - wrong bearer tokens (admin, staff) are throttled the same way, another address unaffected.
 */
import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { book, dayAt } from "../../helpers/appointment-fixtures.js";
import { joinDowntown, type Joined } from "../../helpers/join-demo.js";
import { ADMIN_TOKEN, describeEachDialect, type TestServer } from "../../helpers/test-server.js";
import { WRONG_TOKENS_PER_MINUTE } from "../../../server/src/http/bearer-guess-limit.js";

/** Writes per minute; the code allowance is five times this: 50. */
const WRITES = 10;
const CODE_ALLOWANCE = WRITES * 5;

const fromAddress = (server: TestServer, address: string, options: Parameters<TestServer["call"]>[0]) =>
  server.call({ ...options, remoteAddress: address } as Parameters<TestServer["call"]>[0]);

describeEachDialect(
  "confirm codes: one allowance for every route that takes one",
  (server) => {
    let ids: DemoIds;
    let spot: Joined;
    let booked: { id: number; code: string };
    beforeAll(async () => {
      ids = await demoIds(server().store.db);
      spot = await joinDowntown(server(), ids);
      booked = await book(server(), ids, dayAt(3));
    });

    const ADDRESS = "198.51.100.7";
    const wrongRead = () => fromAddress(server(), ADDRESS, { method: "GET", url: `/api/v2/open/queue-appointments/${spot.id}?code=WRONG000` });
    const cancel = (code: string) =>
      fromAddress(server(), ADDRESS, {
        method: "PATCH",
        url: `/api/v2/open/queue-appointments/${spot.id}`,
        payload: { data: { id: spot.id, type: "queue-appointments", attributes: { status: 4, confirm_code: code } } },
      });

    it("counts wrong cancels with the reads, then refuses every route that takes a code, right codes too", async () => {
      for (let i = 0; i < CODE_ALLOWANCE - WRITES; i++) expect((await wrongRead()).statusCode).toBe(404);
      // The writes' own limit (10 a minute) is not reached; the shared allowance is.
      for (let i = 0; i < WRITES; i++) expect((await cancel("WRONG000")).statusCode).toBe(404);
      const refused = [
        await fromAddress(server(), ADDRESS, { method: "GET", url: `/api/v2/open/queue-appointments/${spot.id}?code=${spot.code}` }),
        await cancel(spot.code),
        await fromAddress(server(), ADDRESS, {
          method: "POST",
          url: "/api/v3/open/walkin-feedback",
          payload: { queue_appointment: spot.id, code: spot.code, experience: "", rating: 5 },
        }),
        await fromAddress(server(), ADDRESS, { method: "POST", url: `/api/v3/open/appointments/${booked.id}/check-in`, payload: { code: booked.code } }),
        await fromAddress(server(), ADDRESS, {
          method: "POST",
          url: `/api/v3/open/locations/${ids.location("downtown")}/check-in`,
          payload: { confirm_code: booked.code },
        }),
        await fromAddress(server(), ADDRESS, {
          method: "PATCH",
          url: `/api/v3/open/appointments/${booked.id}`,
          payload: { data: { id: booked.id, type: "appointments", attributes: { status: 4, confirm_code: booked.code } } },
        }),
      ];
      for (const res of refused) {
        expect(res.statusCode, `${res.raw.req?.url ?? ""} ${res.body}`).toBe(429);
        expect(res.json()).toMatchObject({ code: "rate_limited" });
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
      // Nothing was cancelled by the right code sent after the allowance ran out.
      const own = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${spot.id}?code=${spot.code}` });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.attributes.status).toBe(1);
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: String(WRITES) } },
);

describeEachDialect("bearer tokens: wrong ones throttled per address", (server) => {
  const GUESSER = "198.51.100.66";
  const OTHER = "198.51.100.67";
  const staffMe = (address: string, token: string) =>
    server().app.inject({ method: "GET", url: "/api/v2/staff/me", remoteAddress: address, headers: { authorization: `Bearer ${token}` } });
  const adminRead = (address: string, token: string) =>
    server().app.inject({ method: "GET", url: "/api/v2/admin/vendors/demo", remoteAddress: address, headers: { authorization: `Bearer ${token}` } });

  it("refuses every token from an address after too many wrong ones, the right one included; others are served", async () => {
    for (let i = 0; i < WRONG_TOKENS_PER_MINUTE; i++) {
      const res = i % 2 ? await staffMe(GUESSER, `qbs_${"x".repeat(40)}${i}`) : await adminRead(GUESSER, `guess-${i}-0123456789abcdef`);
      expect(res.statusCode).toBe(401);
    }
    for (const res of [await adminRead(GUESSER, ADMIN_TOKEN), await staffMe(GUESSER, ADMIN_TOKEN)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: "rate_limited" });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect((await adminRead(OTHER, ADMIN_TOKEN)).statusCode).toBe(200);
    expect((await staffMe(OTHER, ADMIN_TOKEN)).statusCode).toBe(200);
  });

  it("does not count calls without a token", async () => {
    const address = "198.51.100.68";
    for (let i = 0; i < WRONG_TOKENS_PER_MINUTE + 5; i++)
      expect((await server().app.inject({ method: "GET", url: "/api/v2/staff/me", remoteAddress: address })).statusCode).toBe(401);
    expect((await staffMe(address, ADMIN_TOKEN)).statusCode).toBe(200);
  });
});
