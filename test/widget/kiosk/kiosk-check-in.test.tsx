/**
 * A lobby kiosk checks in a client with a booked appointment by the confirmation number: the
 * offer above the join form, the greeting (name, service, time, staff) that takes focus, the
 * kiosk's return to its start afterwards (or, kept on screen, once the client has left), and
 * the messages for a number it does not know or an appointment already checked in. Against a
 * real server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookDowntown } from "../../helpers/booking.js";
import { catalogText } from "../../browser/helpers/catalog-text.js";
import { typeInto, useElementTestServer, waitFor, type MountedElement } from "../helpers/element-harness.js";

describe("kiosk check-in by confirmation number", () => {
  const harness = useElementTestServer();
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  const startHash = () => `#/callback-service/${harness.ids.location("downtown")}?mode=kiosk&lang=en`;
  const button = (el: MountedElement, label: string) =>
    waitFor(() => [...el.shadow.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent?.trim() === label));

  async function openCheckIn(): Promise<MountedElement> {
    const el = await harness.mount(startHash());
    (await button(el, "Check in with your confirmation number")).click();
    await waitFor(() => el.shadow.querySelector("#qb-kiosk-code"));
    return el;
  }

  async function submitCode(el: MountedElement, code: string): Promise<void> {
    const field = await waitFor(() => el.shadow.querySelector<HTMLInputElement>("#qb-kiosk-code"));
    typeInto(field, code);
    (await button(el, "Check in")).click();
  }

  it("marks an untranslated service name in the greeting with its own language (Russian kiosk)", async () => {
    const { db } = harness.server.store;
    const deposits = harness.ids.service("deposits");
    const russian = await db
      .selectFrom("translations")
      .selectAll()
      .where("entity", "=", "service")
      .where("entity_id", "=", deposits)
      .where("locale", "=", "ru")
      .execute();
    await db.deleteFrom("translations").where("entity", "=", "service").where("entity_id", "=", deposits).where("locale", "=", "ru").execute();
    try {
      // A quarter past: the other tests book four o'clock with each of the staff.
      const booked = await bookDowntown(harness.server, harness.ids, "2026-11-22T16:15:00.000Z", {
        attributes: { staff_id: harness.ids.staff("ben") },
        client: { first_name: "Ivan" },
      });
      const el = await harness.mount(`#/callback-service/${harness.ids.location("downtown")}?mode=kiosk&lang=ru`);
      (await button(el, catalogText("ru", "Check in with your confirmation number"))).click();
      const field = await waitFor(() => el.shadow.querySelector<HTMLInputElement>("#qb-kiosk-code"));
      typeInto(field, booked.code);
      (await button(el, catalogText("ru", "Check in"))).click();
      const name = await waitFor(() => [...el.shadow.querySelectorAll("[lang]")].find((node) => node.textContent === "Deposits and withdrawals"));
      expect(name.getAttribute("lang")).toBe("en");
      // The sentence around it is the page's Russian.
      expect(name.parentElement?.closest("[lang]")?.getAttribute("lang")).toBe("ru");
    } finally {
      if (russian.length) await db.insertInto("translations").values(russian).execute();
    }
  });

  it("checks the client in, greets them and returns to the start", async () => {
    const booked = await bookDowntown(harness.server, harness.ids, "2026-11-22T16:00:00.000Z", {
      attributes: { staff_id: harness.ids.staff("ana") },
      client: { first_name: "Maria" },
    });
    const el = await openCheckIn();
    // The join form steps aside while the client checks in.
    expect(el.shadow.querySelector("#qb-first-name")).toBeNull();
    // Its title is the screen's h1 and takes focus, as after any move; Tab goes on to the field.
    await waitFor(() => el.shadow.activeElement?.id === "qb-kiosk-check-in-title");
    expect(el.shadow.activeElement?.tagName).toBe("H1");
    expect(el.shadow.querySelectorAll("h1")).toHaveLength(1);
    await submitCode(el, booked.code.toLowerCase());
    await el.waitForText("Welcome, Maria!");
    expect(el.text()).toContain("You are checked in for Deposits and withdrawals at 11:00 AM EST with Ana Lopez.");
    // The screen's h1 (which names a hosted kiosk's tab) never carries the client's name.
    expect([...el.shadow.querySelectorAll("h1")].map((h) => h.textContent)).toEqual(["Check in for your appointment"]);
    // Focus moves to the greeting in the effect after it renders.
    await waitFor(() => el.shadow.activeElement?.getAttribute("role") === "status");
    const row = await harness.server.store.db.selectFrom("appointments").select("checked_in_at").where("id", "=", booked.id).executeTakeFirstOrThrow();
    expect(row.checked_in_at).not.toBeNull();
    // Back to an empty start for the next person after the confirmation delay.
    vi.advanceTimersByTime(8_600);
    await waitFor(() => el.shadow.querySelector("#qb-first-name"));
    expect(el.text()).toContain("Have an appointment?");
  });

  it("keeps the greeting on screen on request, until the client has left (WCAG 2.2.1)", async () => {
    const booked = await bookDowntown(harness.server, harness.ids, "2026-11-22T16:00:00.000Z", { client: { first_name: "Maria" } });
    const el = await openCheckIn();
    await submitCode(el, booked.code);
    await el.waitForText("Welcome, Maria!");
    await waitFor(() => /This screen clears in \d seconds for the next person\./.test(el.text()));
    (await button(el, "Keep this on screen")).click();
    await el.waitForText("This screen stays on while you use it.");
    await waitFor(() => el.shadow.activeElement?.textContent === "This screen stays on while you use it.");
    // Well past the confirmation delay: still greeted; the inactivity warning has come.
    vi.advanceTimersByTime(20_000);
    await waitFor(() => el.shadow.querySelector('[role="alertdialog"]'));
    expect(el.text()).toContain("Welcome, Maria!");
    expect(el.shadow.querySelector("#qb-first-name")).toBeNull();
    // Nobody answers it: back to the start 30 s after the tap.
    vi.advanceTimersByTime(10_500);
    await waitFor(() => el.shadow.querySelector("#qb-first-name"));
    expect(el.text()).toContain("Have an appointment?");
  });

  it("says so for a number it does not know, or an appointment already checked in, and keeps what was typed", async () => {
    const el = await openCheckIn();
    await submitCode(el, "NOPE2345");
    await el.waitForText("We could not find an appointment with this confirmation number here today.");
    expect(el.shadow.querySelector<HTMLInputElement>("#qb-kiosk-code")?.value).toBe("NOPE2345");
    expect(el.shadow.querySelector("#qb-kiosk-code")?.getAttribute("aria-invalid")).toBe("true");

    const booked = await bookDowntown(harness.server, harness.ids, "2026-11-22T16:30:00.000Z");
    await harness.server.store.db.updateTable("appointments").set({ checked_in_at: "2026-11-22T14:50:00.000Z" }).where("id", "=", booked.id).execute();
    await submitCode(el, booked.code);
    await el.waitForText("You are already checked in. Please have a seat; we will call you.");
  });

  it("goes back to the join form on request, and is not offered on a client's own phone", async () => {
    const el = await openCheckIn();
    (await button(el, "Join the line instead")).click();
    await waitFor(() => el.shadow.querySelector("#qb-first-name"));
    el.remove();
    const phone = await harness.mount(`${startHash()}&booked_through=kiosk_qr`);
    await waitFor(() => phone.shadow.querySelector("#qb-first-name"));
    expect(phone.text()).not.toContain("Have an appointment?");
  });
});
