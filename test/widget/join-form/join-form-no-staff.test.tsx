/**
 * Nobody on duty for a method the location offers is not "not offered" (spec section 2, the
 * form): the form stays, under a warning alert that says why and that a later try or another
 * way will do.
 */
import { describe, expect, it } from "vitest";
import { openForm, useFormTestServer } from "./form-driver.js";

describe("join form: no staff on duty for the method", () => {
  const t = useFormTestServer();
  const warning = (page: { shadow: ShadowRoot }) => page.shadow.querySelector('form [role="alert"].qb-warning')?.textContent ?? "";

  it("video offered at Uptown but nobody serves it: the form with the reason, not the unavailable screen", async () => {
    const page = await openForm(t.base, t.ids.location("uptown"), "meeting_method=3");
    await page.waitForText("No staff are available for video callbacks right now");
    expect(warning(page)).toBe("No staff are available for video callbacks right nowPlease try again later or choose another way to be served.");
    expect(page.text()).not.toContain("not taking video callbacks");
    expect(page.field("#qb-first-name")).toBeTruthy();
    expect(page.submitButton().disabled).toBe(true);
  });

  it("says it in the client's language", async () => {
    const page = await openForm(t.base, t.ids.location("uptown"), "meeting_method=3&lang=es");
    await page.waitForText("En este momento no hay personal disponible para devolverle la llamada por video");
    expect(warning(page)).toContain("Vuelva a intentarlo más tarde o elija otra forma de ser atendido.");
    expect(page.text()).not.toContain("no acepta solicitudes");
  });

  it("nobody on duty in person at Toronto: the form warns in French", async () => {
    const toronto = t.ids.location("toronto");
    await t.server.store.db.updateTable("staff_locations").set({ on_duty: 0 }).where("location_id", "=", toronto).execute();
    t.server.app.ctx.lines.forget();
    try {
      const page = await openForm(t.base, toronto, "lang=fr");
      await page.waitForText("Veuillez réessayer plus tard ou choisir un autre moyen d’être servi.");
      expect(page.shadow.querySelector("form")).not.toBeNull();
    } finally {
      await t.server.store.db.updateTable("staff_locations").set({ on_duty: 1 }).where("location_id", "=", toronto).execute();
      t.server.app.ctx.lines.forget();
    }
  });
});
