/**
 * The services-unavailable screen's closed-location information (spec section 2): the
 * location's phone reads the way it is written in its country, in any language, and its
 * `tel:` link keeps + and digits.
 */
import { describe, expect, it } from "vitest";
import { openForm, useFormTestServer } from "../join-form/form-driver.js";

describe("services unavailable: the location's phone", () => {
  const t = useFormTestServer();

  it.each([
    ["en", "This location is not taking phone callbacks at this time"],
    ["fr", "Cet établissement n'accepte pas de demandes de rappel téléphonique pour le moment"],
  ])("shows it formatted, in %s", async (lang, title) => {
    // Uptown offers no service by phone, and the demo vendor shows closed-location information.
    const page = await openForm(t.base, t.ids.location("uptown"), `meeting_method=2&lang=${lang}`);
    await page.waitForText(title);
    const call = page.shadow.querySelector<HTMLAnchorElement>('address a[href^="tel:"]');
    expect(call?.getAttribute("href")).toBe("tel:+12125550133");
    expect(call?.textContent).toBe("(212) 555-0133");
  });
});
