/**
 * Changes from the desk against a real server: a video client's meeting link, a booking moved to
 * another staff member, and a manager putting a colleague off duty — each said once.
 */
import { describe, expect, it } from "vitest";
import { book } from "../../helpers/appointment-fixtures.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { TEST_NOW } from "../../helpers/test-server.js";
import { typeInto, useDeskServer, waitFor } from "./desk-harness.js";

const summary = (container: HTMLElement, name: string) =>
  waitFor(() => [...container.querySelectorAll("summary")].find((s) => s.getAttribute("aria-label") === name), 5000, `the disclosure "${name}"`);

describe("changes from the desk", () => {
  const harness = useDeskServer();

  it("saves a video client's meeting link", async () => {
    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Vera", last_name: "Video" }, { meeting_method: 3 });
    const desk = await harness.open("ana");
    (await summary(desk.container, "Video link: Vera Video")).click();
    const form = await waitFor(() => desk.container.querySelector<HTMLFormElement>('form[aria-label="Video details for Vera Video"]'));
    const link = form.querySelector<HTMLInputElement>('input[type="url"]');
    if (!link) throw new Error("no meeting link field");
    typeInto(link, "https://meet.example.org/vera");
    form.requestSubmit();
    await waitFor(() => desk.announced() === "Video details saved for Vera Video", 5000, "the save's announcement");
    await desk.waitForText("https://meet.example.org/vera");
  });

  it("moves a booking to another staff member at the same time", async () => {
    await book(harness.server, harness.ids, new Date(Date.parse(TEST_NOW) + 3 * 3_600_000).toISOString(), { firstName: "Mona" });
    const desk = await harness.open("ben");
    (await summary(desk.container, "Move: Mona García-López")).click();
    const form = await waitFor(() => desk.container.querySelector<HTMLFormElement>('form[aria-label^="Move Mona García-López\'s appointment at 1:00 PM EST"]'));
    const staff = form.querySelector("select");
    if (!staff) throw new Error("no staff choice");
    staff.value = String(harness.ids.staff("ben"));
    staff.dispatchEvent(new Event("change", { bubbles: true }));
    form.requestSubmit();
    await waitFor(() => desk.announced() === "Moved Mona G. to 1:00 PM EST with Ben Carter", 5000, "the move's announcement");
    const card = [...desk.container.querySelectorAll("[data-row^='day-']")].find((row) => row.textContent?.includes("Mona García-López"));
    expect(card?.textContent).toContain("Staff memberBen Carter");
  });

  it("lets a manager put a colleague off duty", async () => {
    const desk = await harness.open("chloe");
    const input = await waitFor(() => desk.container.querySelector<HTMLInputElement>('input[role="combobox"]'));
    await desk.waitForText("Live updates on.");
    if (!input.value.startsWith("Downtown")) {
      input.focus();
      typeInto(input, "downtown");
      const option = await waitFor(() => desk.container.querySelector('[role="option"]'));
      option.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }));
    }
    (await desk.button("Put off duty: Ben Carter")).click();
    await waitFor(() => desk.announced() === "Ben Carter is off duty", 5000, "the presence's announcement");
    await desk.button("Put on duty: Ben Carter");
  });
});
