import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { TEST_NOW, type TestServer } from "../../helpers/test-server.js";
import { startServer } from "../helpers/element-harness.js";
import { openForm, removeAll, settle } from "./form-driver.js";

/** Replaces the services answer (or holds it) for elements mounted while installed. */
function interceptServices(options: { transform?: (json: { data: unknown[] }) => unknown; hold?: Promise<void> }): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await original(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes("/queue-appointments-services/")) return response;
    await options.hold;
    if (!options.transform) return response;
    const body = JSON.stringify(options.transform((await response.json()) as { data: unknown[] }));
    return new Response(body, { status: response.status, headers: { "content-type": "application/json" } });
  };
  return () => {
    globalThis.fetch = original;
  };
}

describe("join form: the wait-time text", () => {
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  beforeAll(async () => {
    ({ server, base } = await startServer());
    ids = await demoIds(server.store.db);
    // The element measures the wait from the browser's clock; put it on the server's fixed one.
    // Half a minute early, so the whole minutes the API answers survive the test's own run time.
    const realNow = Date.now.bind(Date);
    const offset = Date.parse(TEST_NOW) - 30_000 - realNow();
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + offset);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await settle(100);
    await server.close();
  });
  beforeEach(removeAll);
  afterEach(removeAll);

  /** Minutes until the service's expected start, as the API answers it now. */
  async function apiWait(service: string): Promise<number> {
    const res = await server.call({ method: "GET", url: `/api/v2/open/queue-appointments-services/${ids.location("downtown")}` });
    const waits = res.json().data[1] as { id: number; expectedStart: string }[];
    const start = waits.find((w) => w.id === ids.service(service))?.expectedStart ?? "";
    return Math.max(0, Math.floor((Date.parse(start) - Date.parse(TEST_NOW)) / 60_000));
  }

  async function waitText(service: string): Promise<string> {
    const page = await openForm(base, ids.location("downtown"), `service=${ids.service(service)}`);
    await page.ready();
    await page.waitForText("Estimated wait");
    return page.field("#qb-service-wait").textContent ?? "";
  }

  it("reads five minutes when the wait is under 5 minutes", async () => {
    expect(await apiWait("deposits")).toBe(0);
    expect(await waitText("deposits")).toBe("Estimated wait: 5 minutes");
  });

  it("reads approximately N minutes, then hours plus minutes over 90 minutes", async () => {
    // Two people serve in person downtown; each loan consultation ahead lengthens the line.
    while ((await apiWait("loan-consultation")) < 5) await joinDowntown(server, ids, "loan-consultation");
    const minutes = await apiWait("loan-consultation");
    expect(minutes).toBeLessThanOrEqual(90);
    expect(await waitText("loan-consultation")).toBe(`Estimated wait: approximately ${minutes} minutes`);
    removeAll();

    while ((await apiWait("loan-consultation")) <= 90) await joinDowntown(server, ids, "loan-consultation");
    const long = await apiWait("loan-consultation");
    const hours = Math.floor(long / 60);
    const rest = long % 60;
    const expected = `${hours} ${hours === 1 ? "hour" : "hours"}${rest ? `, ${rest} ${rest === 1 ? "minute" : "minutes"}` : ""}`;
    expect(await waitText("loan-consultation")).toBe(`Estimated wait: approximately ${expected}`);
  });

  it("formats the wait in the element's language", async () => {
    // Nobody joins Toronto's line in this file, so its wait stays under five minutes once it is
    // open: it is closed on Sundays (the test instant), so here it opens around the clock.
    const allDay = { open: "00:00", close: "24:00" };
    const hours = Object.fromEntries(["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => [day, allDay]));
    await server.store.db
      .updateTable("locations")
      .set({ hours: JSON.stringify(hours) })
      .where("id", "=", ids.location("toronto"))
      .execute();
    const page = await openForm(base, ids.location("toronto"), `service=${ids.service("deposits")}&lang=fr`);
    await page.ready();
    await page.waitForText("5 minutes");
    page.remove();
    const ko = await openForm(base, ids.location("toronto"), `service=${ids.service("deposits")}&lang=ko`);
    await ko.ready();
    await ko.waitForText("5분");
  });

  it("says it is loading while the services load, and no walk-ins for a service without an estimate", async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const restore = interceptServices({ hold, transform: (json) => ({ ...json, data: [json.data[0], []] }) });
    try {
      const page = await openForm(base, ids.location("downtown"));
      await page.waitForText("Loading the wait time…");
      expect(page.submitButton().disabled).toBe(true);
      release();
      await page.waitForText("No walk-ins currently");
    } finally {
      restore();
    }
  });
});
