/**
 * The lobby board (`mode=tv`) in the element, against a real server: each state it can be in,
 * and its live updates over the real `/live` websocket when clients join and staff act.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { REFRESH_EVERY_MS } from "../../../widget/src/screens/tv/use-lobby-board.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { decodeQrSvg } from "../../helpers/qr-svg.js";
import type { TestServer } from "../../helpers/test-server.js";
import { clearLines, issueToken, patchStatus, staffCall } from "../../server/routes/staff/staff-fixtures.js";
import { mountElement, startServer, waitFor, type MountedElement } from "../helpers/element-harness.js";
import { lobbyRequests, type LobbyRequests } from "./lobby-requests.js";

describe("lobby board", () => {
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  let ben: string;
  let requests: LobbyRequests;
  const mounted: MountedElement[] = [];

  beforeAll(async () => {
    ({ server, base } = await startServer());
    ids = await demoIds(server.store.db);
    ben = await issueToken(server, "ben");
  });
  afterAll(async () => {
    await new Promise((r) => setTimeout(r, 100));
    await server.close();
  });
  beforeEach(async () => {
    // The element measures waits against the browser's clock; the server's must agree with it.
    server.clock.set(new Date());
    await clearLines(server);
    requests = lobbyRequests();
  });
  afterEach(() => {
    for (const el of mounted.splice(0)) el.remove();
    requests.restore();
    window.location.hash = "";
  });

  async function board(attributes: Record<string, string> = {}): Promise<MountedElement> {
    const el = await mountElement({ vendor: "demo", "api-base": base, mode: "tv", location: String(ids.location("downtown")), ...attributes });
    mounted.push(el);
    return el;
  }
  const names = (el: MountedElement, list: "serving" | "waiting") => [...el.shadow.querySelectorAll(`.qb-tv-${list} li .qb-tv-name`)].map((n) => n.textContent);

  it("shows Loading… until the board arrives", async () => {
    const held = requests.hold();
    const el = await board();
    await el.waitForText("Loading…");
    expect(el.shadow.querySelector(".qb-tv")).toBeNull();
    held.release();
    await el.waitForText("Downtown Branch");
    expect(el.text()).not.toContain("Loading…");
  });

  it("shows an empty line, the current waits and the join code, with no header controls", async () => {
    const el = await board();
    await el.waitForText("Nobody is waiting right now.");
    expect(el.text()).toContain("Nobody is being served right now.");
    expect(el.shadow.querySelector("h1")?.textContent).toBe("Downtown Branch");
    const waits = [...el.shadow.querySelectorAll(".qb-tv-services dt")].map((dt) => dt.textContent);
    expect(waits).toEqual(["Open an account", "Loan consultation", "Deposits and withdrawals", "Card and document pickup"]);
    expect(el.shadow.querySelector(".qb-tv-services dd")?.textContent).toMatch(/^\d+ minutes$|^about /);
    // The join code opens this location's form, recorded as a kiosk QR join.
    const img = el.shadow.querySelector<HTMLImageElement>(".qb-tv-join img");
    expect(img?.alt).toBe("QR code that opens the form to join this line");
    const svg = decodeURIComponent((img?.getAttribute("src") ?? "").replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));
    expect(decodeQrSvg(svg)).toBe(`${base}/s/maple-main/callback-service/${ids.location("downtown")}?booked_through=kiosk_qr`);
    // A TV takes no input: no language picker, no link around the brand, no buttons.
    expect(el.shadow.querySelector(".qb-header")?.textContent).toContain("Maple & Main Credit Union");
    expect(el.shadow.querySelectorAll(".qb-header select, .qb-header a, .qb-main button, .qb-main a")).toHaveLength(0);
  });

  it("marks the vendor's untranslated names with the language they are written in (ko, ru)", async () => {
    const cityHall = (await demoIds(server.store.db, "city-permits")).location("city-hall");
    for (const lang of ["ko", "ru"]) {
      const el = await board({ vendor: "city-permits", location: String(cityHall), lang });
      await el.waitForText("City Hall, Room 101");
      expect(el.shadow.querySelector("h1")?.getAttribute("lang")).toBe("en");
      const waits = [...el.shadow.querySelectorAll(".qb-tv-services dt")].map((dt) => [dt.textContent, dt.getAttribute("lang")]);
      expect(waits).toEqual([
        ["Building permit", "en"],
        ["Business license", "en"],
      ]);
      // The board's own words stay in the page's language.
      expect(el.shadow.querySelector(".qb-tv-services h2")?.closest("[lang]")?.getAttribute("lang")).toBe(lang);
      el.remove();
    }
  });

  it("lists the people waiting in line order as first name and last initial, with their waits", async () => {
    await joinDowntown(server, ids, "deposits", { first_name: "Maria", last_name: "García" });
    await joinDowntown(server, ids, "open-account", { first_name: "Kenji", last_name: "Watanabe" });
    await joinDowntown(server, ids, "deposits", { first_name: "Olu", last_name: "" });
    const el = await board();
    await el.waitForText("Kenji W.");
    expect(names(el, "waiting")).toEqual(["Maria G.", "Kenji W.", "Olu"]);
    expect(el.text()).not.toContain("García");
    const rows = [...el.shadow.querySelectorAll(".qb-tv-waiting li")];
    expect(rows[1]?.querySelector(".qb-tv-detail")?.textContent).toBe("Open an account");
    // Two staff are free: the first two are up next, the third waits for one of them.
    expect(rows.map((r) => r.querySelector(".qb-tv-wait")?.textContent)).toEqual(["Up next", "Up next", expect.stringMatching(/^about [5-8] minutes$/)]);
  });

  it("shows who is being served, by whom and since when", async () => {
    const joined = await joinDowntown(server, ids, "deposits", { first_name: "Zofia", last_name: "Nowak" });
    expect((await patchStatus(server, ben, joined.id, { status: 5 })).statusCode).toBe(200);
    const el = await board();
    await el.waitForText("Zofia N.");
    expect(names(el, "serving")).toEqual(["Zofia N."]);
    expect(el.shadow.querySelector(".qb-tv-serving .qb-tv-detail")?.textContent).toMatch(
      /^Deposits and withdrawals · with Ben Carter · since \d{1,2}:\d{2}\s?[AP]M EST$/,
    );
    expect(el.text()).toContain("Nobody is waiting right now.");
  });

  it("says so in the board's language when the location is unknown or the server cannot be reached", async () => {
    const unknown = await board({ location: "999999", lang: "es" });
    await unknown.waitForText("Esta sucursal no tiene pantalla de sala de espera");
    expect(unknown.shadow.querySelector('[role="alert"]')).not.toBeNull();
    unknown.remove();
    const unreachable = await board({ "api-base": "http://127.0.0.1:9", lang: "fr", settings: JSON.stringify(await vendorSettings()) });
    await unreachable.waitForText("La file d'attente ne peut pas être affichée pour le moment");
    expect(unreachable.text()).toContain("Cet écran réessaiera de lui-même.");
  });

  it("updates live when another client joins and when staff call the next one", async () => {
    const el = await board();
    await el.waitForText("Nobody is waiting right now.");
    await requests.subscribed(el);
    await joinDowntown(server, ids, "deposits", { first_name: "Lena", last_name: "Berg" });
    await el.waitForText("Lena B.");
    expect(names(el, "waiting")).toEqual(["Lena B."]);

    const call = await staffCall(server, ben, { method: "POST", url: `/api/v2/staff/locations/${ids.location("downtown")}/call-next`, payload: {} });
    expect(call.statusCode, call.body).toBe(200);
    await waitFor(() => names(el, "serving").includes("Lena B."));
    await el.waitForText("Nobody is waiting right now.");
  });

  it("applies a wait delta to the clients it shows at once: a new estimate, and one who left goes with those behind moving up", async () => {
    const first = await joinDowntown(server, ids, "deposits", { first_name: "Abe", last_name: "Ames" });
    const second = await joinDowntown(server, ids, "deposits", { first_name: "Bea", last_name: "Bird" });
    const third = await joinDowntown(server, ids, "deposits", { first_name: "Cal", last_name: "Cruz" });
    const el = await board();
    await el.waitForText("Cal C.");
    await requests.subscribed(el);
    // Reads held: whatever changes on screen now came from the delta alone.
    const held = requests.hold();
    const answered = requests.finished;
    const inTwentyMinutes = new Date(Date.now() + 20 * 60_000 + 30_000).toISOString();
    await server.app.ctx.bus.publish({
      channel: `location.${ids.location("downtown")}`,
      event: "WaitTimeRecalculated",
      data: [
        { id: first.id, attributes: { expected_start: null, left: true } },
        { id: third.id, attributes: { expected_start: inTwentyMinutes } },
      ],
    });
    await waitFor(() => names(el, "waiting").length === 2);
    expect(names(el, "waiting")).toEqual(["Bea B.", "Cal C."]);
    const rows = [...el.shadow.querySelectorAll(".qb-tv-waiting li")];
    expect(rows.map((r) => r.querySelector(".qb-tv-position")?.textContent)).toEqual(["1", "2"]);
    expect(rows[1]?.querySelector(".qb-tv-wait")?.textContent).toBe("about 20 minutes");
    expect(requests.finished).toBe(answered);
    held.release();
    expect(second.id).toBeLessThan(third.id);
  });

  it("reads the board again for a wait delta naming nobody it shows, and after a gap (resync)", async () => {
    const joined = await joinDowntown(server, ids, "deposits", { first_name: "Ines", last_name: "Ortiz" });
    const el = await board();
    await el.waitForText("Ines O.");
    await requests.subscribed(el);
    const rename = (first_name: string) =>
      server.store.db
        .updateTable("clients")
        .set({ first_name })
        .where("id", "=", server.store.db.selectFrom("queue_appointments").select("client_id").where("id", "=", joined.id))
        .execute();
    // Changed without an event; then a delta about a client the board does not hold.
    await rename("Irene");
    await server.app.ctx.bus.publish({
      channel: `location.${ids.location("downtown")}`,
      event: "WaitTimeRecalculated",
      data: [{ id: joined.id + 1000, attributes: { expected_start: null } }],
    });
    await el.waitForText("Irene O.", 15_000);
    // Changed again and the event lost: the bus's resync has the board read it.
    await rename("Ida");
    server.app.ctx.bus.eventsMissed();
    await el.waitForText("Ida O.", 15_000);
  });

  it("reads the board again every half minute, so waits move on without any event", async () => {
    const joined = await joinDowntown(server, ids, "deposits", { first_name: "Ines", last_name: "Ortiz" });
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const el = await board();
      await el.waitForText("Ines O.");
      await requests.subscribed(el);
      // A change no live event reports: only the periodic read can show it.
      const client = await server.store.db.selectFrom("queue_appointments").select("client_id").where("id", "=", joined.id).executeTakeFirstOrThrow();
      await server.store.db.updateTable("clients").set({ first_name: "Inez" }).where("id", "=", client.client_id).execute();
      const before = requests.started;
      vi.advanceTimersByTime(REFRESH_EVERY_MS - 1);
      expect(requests.started).toBe(before);
      vi.advanceTimersByTime(1);
      await el.waitForText("Inez O.");
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the last board, marked paused, while a refresh fails, and recovers", async () => {
    const el = await board();
    await el.waitForText("Nobody is waiting right now.");
    await requests.subscribed(el);
    requests.failNext();
    await joinDowntown(server, ids, "deposits", { first_name: "Ravi", last_name: "Patel" });
    await el.waitForText("Live updates are paused. Trying again…");
    expect(el.text()).toContain("Downtown Branch");
    await joinDowntown(server, ids, "deposits", { first_name: "Sara", last_name: "Lind" });
    await el.waitForText("Sara L.");
    expect(el.text()).not.toContain("Live updates are paused");
    expect(names(el, "waiting")).toEqual(["Ravi P.", "Sara L."]);
  });

  it("without a location, asks for one above the location picker and keeps mode=tv", async () => {
    window.location.hash = "#/callback-service?mode=tv";
    const el = await mountElement({ vendor: "demo", "api-base": base });
    mounted.push(el);
    await el.waitForText("Choose the location whose line this screen shows.");
    const item = await waitFor(() => [...el.shadow.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent?.includes("Downtown Branch")));
    item.click();
    // Either straight to the board, or through the location's details.
    await waitFor(() => {
      const choose = [...el.shadow.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === "Select this location");
      choose?.click();
      return window.location.hash.startsWith(`#/callback-service/${ids.location("downtown")}?`);
    });
    expect(window.location.hash).toContain("mode=tv");
    await el.waitForText("Now serving");
  });

  async function vendorSettings(): Promise<unknown> {
    const res = await server.call({ method: "GET", url: "/api/v2/open/vendor" });
    return res.json().data.attributes;
  }
});
