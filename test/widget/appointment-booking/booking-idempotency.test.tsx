/**
 * The details step keeps its Idempotency-Key only for the retry of a booking an outage may have
 * taken: the server binds a key to its request, so after any other answer (here the server's
 * `idempotency_key_reused`) the next try sends a new key and books.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { openBooking, routeAt, useBookingServer } from "./booking-driver.js";

describe("booking flow: Idempotency-Key", () => {
  const t = useBookingServer();
  afterEach(() => vi.restoreAllMocks());

  it("sends a new key after a refused try, and books with it", async () => {
    const keys: string[] = [];
    const realFetch = globalThis.fetch.bind(globalThis);
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith("/api/v3/open/appointments") && init?.method === "POST") {
        keys.push(new Headers(init.headers).get("idempotency-key") ?? "");
        // The first try meets a key the server already holds for another request.
        if (keys.length === 1) {
          const body = { code: "idempotency_key_reused", message: "This Idempotency-Key was sent before with another request" };
          return new Response(JSON.stringify(body), { status: 422, headers: { "content-type": "application/json" } });
        }
      }
      return realFetch(input, init);
    });
    const choices = `service=${t.ids.service("deposits")}&meeting_method=1&location=${t.ids.location("downtown")}`;
    const page = await openBooking(t.base, `/book/attendee-details?${choices}&staff=${t.ids.staff("ana")}&date=2026-11-25&start=2026-11-25T15:00:00.000Z`);
    await page.waitForText("Wednesday, November 25, 2026 at 10:00 AM EST");
    page.type("#qb-first-name", "Maria");
    page.type("#qb-email", "maria@example.org");
    page.click('input[name="compliance"]');
    await page.press("Book appointment");
    await page.waitForText("There was an error with your request");
    await page.press("Book appointment");
    await routeAt("/book/manage");
    await page.waitForText("Your appointment is booked");
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.every((key) => key.length >= 8)).toBe(true);
  });
});
