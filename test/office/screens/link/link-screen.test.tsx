/**
 * The page a link by email opens, against a real server: it names whose account and which
 * vendor, checks the new password (long enough, typed twice the same) before sending it, then
 * signs the person in, takes the token out of the address and opens their first screen with
 * focus on its heading; a link used, unknown or missing says so and leads to sign-in.
 */
import { describe, expect, it } from "vitest";
import { issueLink } from "../../../../server/src/office/office-links.js";
import { signIn } from "../../../helpers/office-session.js";
import { typeInto, useOfficeServer, waitFor } from "../../helpers/office-harness.js";

describe("link page", () => {
  const office = useOfficeServer();

  const linkFor = async (key: string, purpose: "invite" | "sign_in") => {
    const staffId = await office.account(key, `${key}.link@maple.example`, "an old password here");
    return issueLink(office.server.store.db, staffId, purpose, office.server.clock.now());
  };

  it("names the invited person and the vendor, checks the password, then signs them in on their first screen", async () => {
    const token = await linkFor("ana", "invite");
    const page = await office.open(`/office/link#${token}`);
    await page.waitForText("Choose your password");
    expect(page.text()).toContain("Welcome, Ana Lopez. This invitation is for your account at Maple & Main Credit Union.");
    const password = await page.byId<HTMLInputElement>("link-new-password");
    const repeat = await page.byId<HTMLInputElement>("link-repeat-password");
    expect(password.getAttribute("aria-describedby")).toContain("link-new-password-hint");

    typeInto(password, "short");
    (await page.button("Save the password and sign in")).click();
    await waitFor(() => password.getAttribute("aria-invalid") === "true");
    expect((await page.byId("link-new-password-error")).textContent).toBe("Use at least 10 characters.");
    expect(password.getAttribute("aria-describedby")?.split(" ")).toContain("link-new-password-error");
    expect(document.activeElement).toBe(password);

    typeInto(password, "a new and long password");
    typeInto(repeat, "a new and long passw0rd");
    (await page.button("Save the password and sign in")).click();
    await waitFor(() => repeat.getAttribute("aria-invalid") === "true");
    expect((await page.byId("link-repeat-password-error")).textContent).toBe("The two passwords are not the same.");
    expect(document.activeElement).toBe(repeat);

    typeInto(repeat, "a new and long password");
    (await page.button("Save the password and sign in")).click();
    const heading = await waitFor(() => {
      const h1 = page.container.querySelector("main h1");
      return h1?.textContent === "Desk" && h1;
    });
    await waitFor(() => document.activeElement === heading);
    expect(window.location.pathname).toBe("/office/desk");
    expect(window.location.hash).toBe("");
    expect(page.container.querySelector("header")?.textContent).toContain("Ana Lopez (Staff)");
    // The new password is the one that signs in now.
    await signIn(office.server, { vendor: "demo", email: "ana.link@maple.example", password: "a new and long password" });
  });

  it("asks a sign-in link's person for a new password", async () => {
    const token = await linkFor("ben", "sign_in");
    const page = await office.open(`/office/link#${token}`);
    await page.waitForText("Choose a new password");
    expect(page.text()).toContain("This link is for Ben Carter's account at Maple & Main Credit Union.");
  });

  it("says a used, unknown or missing link no longer works, and leads to sign-in", async () => {
    const used = await linkFor("chloe", "invite");
    await office.server.app.inject({ method: "POST", url: `/api/v2/office/links/${used}`, payload: { password: "chloe's first password" } });
    for (const hash of [`#${used}`, `#${"x".repeat(43)}`, "", "#not-a-token"]) {
      const page = await office.open(`/office/link${hash}`);
      await page.waitForText("This link no longer works");
      const back = page.container.querySelector<HTMLAnchorElement>("main a");
      expect(back?.getAttribute("href"), hash).toBe("/office");
      expect(back?.textContent).toBe("Go to sign-in");
      back?.click();
      await page.waitForText("Email me a sign-in link");
      expect(window.location.pathname).toBe("/office");
    }
  });
});
