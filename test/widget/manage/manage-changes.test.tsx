/** The changes card's convert-to-appointment offer ("tired of waiting?"). */
import { describe, expect, it } from "vitest";
import { joinDowntown } from "../../helpers/join-demo.js";
import { useElementTestServer, waitFor } from "../helpers/element-harness.js";
import { demoSettings, find, openManage } from "./manage-harness.js";

describe("manage page: convert to an appointment", () => {
  const harness = useElementTestServer();

  it("enables the offer once the conversion URL has arrived", async () => {
    const joined = await joinDowntown(harness.server, harness.ids);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (String(input).includes("walkin-conversion")) await held;
      return realFetch(input, init);
    };
    try {
      const el = await openManage(harness, joined);
      await el.waitForText("Tired of waiting?");
      const button = await find<HTMLButtonElement>(el, ".qb-convert-open");
      expect(button.disabled).toBe(true);
      expect(button.textContent).toBe("Convert to Appointment");
      release();
      await waitFor(() => !button.disabled);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("is not offered without the modern client view", async () => {
    const joined = await joinDowntown(harness.server, harness.ids);
    const el = await openManage(harness, joined, { attributes: { settings: await demoSettings(harness.server, { modern_client_view: false }) } });
    await el.waitForText("Cancel appointment");
    expect(el.text()).not.toContain("Tired of waiting?");
    expect(el.shadow.querySelector(".qb-convert-open")).toBeNull();
  });

  it("asks first; staying keeps everything, going opens the booking flow and keeps the spot until a booking is made", async () => {
    const joined = await joinDowntown(harness.server, harness.ids);
    const el = await openManage(harness, joined);
    const open = await find<HTMLButtonElement>(el, ".qb-convert-open");
    await waitFor(() => !open.disabled);
    open.click();
    await el.waitForText("Convert your spot in line into an appointment?");
    expect(el.text()).toContain("You keep your place in line until you have booked the appointment.");
    (await find<HTMLButtonElement>(el, ".qb-dialog-keep")).click();
    await waitFor(() => el.shadow.querySelector("dialog") === null);
    expect(el.shadow.activeElement).toBe(open);
    expect(window.location.hash).toContain("/callback-service/confirmation");

    open.click();
    (await find<HTMLButtonElement>(el, ".qb-dialog-confirm")).click();
    // The element is on a vendor's page (hash routing): the booking flow opens inside it.
    await waitFor(() => window.location.hash.startsWith("#/book/select-timeslot?"));
    const query = new URLSearchParams(window.location.hash.split("?")[1]);
    expect(query.get("walkin_id")).toBe(String(joined.id));
    expect(query.get("code")).toBe(joined.code);
    expect(query.get("location")).toBe(String(joined.locationId));
    const row = await harness.server.store.db.selectFrom("queue_appointments").select("status").where("id", "=", joined.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
  });
});
