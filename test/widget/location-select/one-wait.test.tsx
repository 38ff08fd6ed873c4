/**
 * One wait, one number (spec section 9): the location list and the form show the same wait for
 * the same line and service at the same moment. The list used to show minutes the server counted
 * when it answered, the form minutes counted on the page's clock: with the two clocks a couple
 * of minutes apart (a list read a while ago, or a phone whose clock runs ahead), "16 minutes" on
 * the list and "approximately 14 minutes" on the form. Both now count from the expected start.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { TEST_NOW, type TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, waitFor } from "../helpers/element-harness.js";
import { openForm, removeAll, settle } from "../join-form/form-driver.js";

/** The duration in a wait line: "Estimated wait: approximately 14 minutes" → "14 minutes". */
const duration = (text: string) => /(\d[\d\s]*\S+(?:, \d+ \S+)?)$/.exec(text.trim().replace(/\.$/, ""))?.[1] ?? text;

describe("one wait, one number", () => {
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  beforeAll(async () => {
    ({ server, base } = await startServer());
    ids = await demoIds(server.store.db);
    for (let i = 0; i < 6; i++) await joinDowntown(server, ids, "deposits", { first_name: `Ahead ${"abcdef"[i]}` });
    // The page's clock runs two and a half minutes ahead of the server's.
    const realNow = Date.now.bind(Date);
    const offset = Date.parse(TEST_NOW) + 150_000 - realNow();
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + offset);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    removeAll();
    await settle(100);
    await server.close();
  });

  it("shows the list's wait and the form's wait for the quickest service alike", async () => {
    const res = await server.call({ method: "GET", url: `/api/v2/open/queue-appointments-services/${ids.location("downtown")}` });
    const waits = res.json().data[1] as { id: number; expectedStart: string | null }[];
    const quickest = waits.filter((w) => w.expectedStart).sort((a, b) => Date.parse(a.expectedStart ?? "") - Date.parse(b.expectedStart ?? ""))[0];
    if (!quickest) throw new Error("no wait at Downtown");
    expect(Date.parse(quickest.expectedStart ?? "") - Date.parse(TEST_NOW)).toBeGreaterThan(10 * 60_000);

    const list = await mountElement({ vendor: "demo", "api-base": base, lang: "en" });
    const listWait = await waitFor(
      () => list.shadow.querySelector(`.qb-location-list [data-location-id="${ids.location("downtown")}"] .qb-location-wait`)?.textContent ?? undefined,
    );
    list.remove();

    const form = await openForm(base, ids.location("downtown"), `service=${quickest.id}`);
    await form.ready();
    await form.waitForText("Estimated wait");
    const formWait = form.field("#qb-service-wait").textContent ?? "";
    expect(listWait).toMatch(/^Estimated wait: \d+ minutes$/);
    expect(duration(listWait)).toBe(duration(formWait));
  });
});
