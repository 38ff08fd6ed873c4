/**
 * The staff console in real Chromium: the line and the day re-render on every live event, and
 * what a staff member is typing into a video or move form must survive that — value, caret, an
 * open disclosure — until it is saved. The day view moves a booking to another time and staff
 * member, narrows to one's own bookings and shows other days.
 */
import { describe, expect, inject, it } from "vitest";
import { joinDowntown } from "../helpers/join-demo.js";
import { expectAccessible } from "./helpers/axe.js";
import { bookWith, deskTime, DOWNTOWN_ZONE, freeTimes, localDate, localInputValue, localMinutes } from "./helpers/downtown-bookings.js";
import { openStaffDesk } from "./helpers/staff-desk.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)("staff console", () => {
  const harness = useBrowserServer();

  const joinByVideo = (first: string) =>
    joinDowntown(harness.server, harness.ids, "deposits", { first_name: first, last_name: "Video" }, { meeting_method: 3 });

  it("shows each client's language in the line", async () => {
    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Lucía", last_name: "Idioma", lang: "es" });
    const desk = await openStaffDesk(harness.browser, harness, "ben");
    const entry = desk.getByRole("listitem").filter({ has: desk.getByRole("heading", { name: /Lucía Idioma/ }) });
    await entry.getByText("Spanish (es)").waitFor();
    await desk.close();
  });

  let videoTries = 0;
  it("keeps half-typed video details and the caret when a live update redraws the line", async () => {
    // Names of their own on a retry (the browser project retries once): the first try's clients stay in the line.
    const again = ["", "a", "b"][videoTries++] ?? "c";
    const [greta, hugo] = [`Greta${again}`, `Hugo${again}`];
    await joinByVideo(greta);
    const desk = await openStaffDesk(harness.browser, harness, "ana");
    await desk.getByRole("button", { name: `Start: ${greta} Video`, exact: true }).click();
    const form = desk.getByRole("form", { name: `Video details for ${greta} Video` });
    const link = form.getByLabel("Meeting link");
    await link.fill("https://meet.example.org/gre");

    // Another client joins: the line is fetched again and drawn anew with Hugo in it.
    await joinByVideo(hugo);
    await desk.getByRole("heading", { name: new RegExp(`${hugo} Video`) }).waitFor();
    expect(await link.inputValue()).toBe("https://meet.example.org/gre");
    expect(await link.evaluate((input) => input === document.activeElement)).toBe(true);

    // Typing goes on where it stopped, and the saved link is what the client gets.
    await desk.keyboard.type("ta");
    await form.getByRole("button", { name: "Save video details" }).click();
    await desk.getByText(`${greta} Video: video details saved.`).waitFor();
    await expect.poll(() => desk.locator("dd", { hasText: "https://meet.example.org/greta" }).count()).toBe(1);
    expect(await link.inputValue()).toBe("https://meet.example.org/greta");
  });

  it("moves a booking to another time and staff member from the day, through a live redraw; narrows to one's own; shows other days", async () => {
    // Ana's first in-person time that leaves room the same day; later that day, a time of Ben's
    // to move it to, and another of Ana's for a client who stays hers.
    const first = (await freeTimes(harness, "ana", 1)).find((slot) => localMinutes(slot.start) >= 10 && localMinutes(slot.start) < 22 * 60);
    if (!first) throw new Error("Ana has no free in-person time in the next days");
    const day = localDate(first.start);
    const laterThatDay = async (staff: string) =>
      (await freeTimes(harness, staff, 1)).find((slot) => localDate(slot.start) === day && Date.parse(slot.start) > Date.parse(first.end));
    await bookWith(harness, "ana", first.start, 1, "Maria", "Moved");
    const [target, olgasTime] = [await laterThatDay("ben"), await laterThatDay("ana")];
    if (!target || !olgasTime) throw new Error("Ben and Ana have no free in-person times later that day");

    // Ben (staff advanced) may move and cancel Ana's bookings.
    const desk = await openStaffDesk(harness.browser, harness, "ben");
    const today = localDate(harness.server.clock.now());
    if (day !== today) await desk.getByLabel("Date", { exact: true }).fill(day);
    const dayView = desk.getByRole("region", { name: /ppointments/ });
    const maria = dayView.getByRole("row", { name: /Maria Moved/ });
    await maria.getByRole("button", { name: "Cancel: Maria Moved", exact: true }).waitFor();
    await maria.locator("summary", { hasText: "Move" }).click();
    const move = maria.getByRole("form", { name: `Move Maria Moved's appointment at ${await deskTime(desk, first.start)}` });
    await move.getByLabel(`New time (${DOWNTOWN_ZONE})`).fill(localInputValue(target.start));
    await move.getByLabel("Staff member").selectOption({ label: "Ben Carter" });
    await expectAccessible(desk, "console, moving a booking");

    // Another booking there redraws the day: the open form keeps what was chosen.
    await bookWith(harness, "ana", olgasTime.start, 1, "Olga", "Other");
    await dayView.getByRole("row", { name: /Olga Other/ }).waitFor();
    expect(await move.getByLabel(`New time (${DOWNTOWN_ZONE})`).inputValue()).toBe(localInputValue(target.start));
    expect(await move.getByLabel("Staff member").inputValue()).toBe(String(harness.ids.staff("ben")));

    const newTime = await deskTime(desk, target.start);
    await move.getByRole("button", { name: "Move appointment" }).click();
    await desk.getByText(`Maria Moved: moved to ${newTime} with Ben Carter.`).waitFor();
    await expect.poll(async () => (await maria.getByRole("cell").allTextContents())[3]).toBe("Ben Carter");
    expect(await maria.getByRole("rowheader").textContent()).toMatch(new RegExp(`^${newTime} – `));

    // Only Ben's: Maria is his now; another day has none of his.
    await desk.getByLabel("Only my appointments").check();
    await expect.poll(() => dayView.getByRole("row", { name: /Olga Other|Maria Moved/ }).allTextContents()).toEqual([expect.stringContaining("Maria Moved")]);
    const nextDay = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await desk.getByLabel("Date", { exact: true }).fill(nextDay);
    await dayView.getByText("You have no appointments on this day.").waitFor();
    expect(await desk.getByRole("heading", { level: 3, name: /^Appointments on / }).count()).toBe(1);
    await desk.getByRole("button", { name: "Today", exact: true }).click();
    await desk.getByRole("heading", { level: 3, name: "Today's appointments" }).waitFor();
    expect(await desk.getByLabel("Date", { exact: true }).inputValue()).toBe(today);
  });
});
