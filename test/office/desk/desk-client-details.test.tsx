/**
 * What the desk shows of a client and keeps while the person types, against a real server: each
 * client's language in the line (so the desk can call them in it, or find a colleague who speaks
 * it), and a video link half typed that survives a live redraw of the line — value, focus and the
 * open disclosure — until it is saved.
 */
import { describe, expect, it } from "vitest";
import { joinDowntown } from "../../helpers/join-demo.js";
import { typeInto, useDeskServer, waitFor } from "./desk-harness.js";

/** A card's value for a term ("Language" → "Spanish (es)"). */
const fact = (card: Element, term: string) => [...card.querySelectorAll("dt")].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

const cardOf = (container: HTMLElement, name: string) =>
  waitFor(() => [...container.querySelectorAll("li[data-row]")].find((row) => row.querySelector("h3")?.textContent?.includes(name)), 5000, `${name}'s card`);

describe("a client at the desk", () => {
  const harness = useDeskServer();

  it("shows each client's language in the line", async () => {
    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Lucía", last_name: "Idioma", lang: "es" });
    const desk = await harness.open("ben");
    const card = await cardOf(desk.container, "Lucía Idioma");
    expect(fact(card, "Language")).toBe("Spanish (es)");
  });

  it("keeps a half-typed video link, its focus and its open form through a live redraw", async () => {
    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Greta", last_name: "Video" }, { meeting_method: 3 });
    const desk = await harness.open("ana");
    await desk.waitForText("Live updates on.");
    const summary = await waitFor(() => desk.container.querySelector<HTMLElement>('summary[aria-label="Video link: Greta Video"]'));
    summary.click();
    const form = await waitFor(() => desk.container.querySelector<HTMLFormElement>('form[aria-label="Video details for Greta Video"]'));
    const link = form.querySelector<HTMLInputElement>('input[type="url"]');
    if (!link) throw new Error("no meeting link field");
    link.focus();
    typeInto(link, "https://meet.example.org/gre");

    // Another client joins: the line is read again and drawn anew with Hugo in it.
    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Hugo", last_name: "Video" }, { meeting_method: 3 });
    await cardOf(desk.container, "Hugo Video");
    expect(link.isConnected, "the same field, not a new one").toBe(true);
    expect(link.value).toBe("https://meet.example.org/gre");
    expect(document.activeElement).toBe(link);
    expect(form.closest("details")?.open).toBe(true);

    // Typing goes on where it stopped, and the saved link is what the card shows.
    typeInto(link, `${link.value}ta`);
    form.requestSubmit();
    await waitFor(() => desk.announced() === "Video details saved for Greta Video", 5000, "the save's announcement");
    const card = await cardOf(desk.container, "Greta Video");
    await waitFor(() => fact(card, "Meeting link") === "https://meet.example.org/greta", 5000, "the saved link on the card");
  });
});
