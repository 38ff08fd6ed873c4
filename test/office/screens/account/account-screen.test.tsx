/**
 * The account screen against a real server: one's sessions with "Sign out" for each, a wrong
 * current password announced at its field, and a password change that ends every other session.
 */
import { describe, expect, it } from "vitest";
import { revokeOtherSessions } from "../../../../server/src/office/sessions.js";
import { signIn } from "../../../helpers/office-session.js";
import { nextMessage, typeInto, useOfficeServer, waitFor } from "../../helpers/office-harness.js";

const PASSWORD = "the first password";

describe("account screen", () => {
  const office = useOfficeServer();

  async function openSignedIn(key: string) {
    const email = `${key}.account@maple.example`;
    await office.account(key, email, PASSWORD);
    const page = await office.open("/office");
    typeInto(await page.byId<HTMLInputElement>("sign-in-email"), email);
    typeInto(await page.byId<HTMLInputElement>("sign-in-password"), PASSWORD);
    (await page.button("Sign in")).click();
    // People land on the desk; the account is the nav's next item.
    const link = await waitFor(() => page.container.querySelector<HTMLAnchorElement>('nav a[href="/office/account"]'));
    link.click();
    await page.waitForText("Where you are signed in");
    return { page, email };
  }

  const sessionButtons = (page: Awaited<ReturnType<typeof office.open>>) =>
    [...page.container.querySelectorAll<HTMLButtonElement>("section button[aria-label^='Sign out: ']")].map((b) => b.getAttribute("aria-label"));

  it("lists one's sessions and signs another out, saying so and keeping focus in the list", async () => {
    const email = "ana.account@maple.example";
    await office.account("ana", email, PASSWORD);
    // Two other devices, one with an agent the list can name.
    await signIn(office.server, { vendor: "demo", email, password: PASSWORD });
    const firefox = await office.server.app.inject({
      method: "POST",
      url: "/api/v2/office/sign-in",
      headers: { "x-vendor": "demo", "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0" },
      payload: { email, password: PASSWORD },
    });
    expect(firefox.statusCode).toBe(200);
    const { page } = await openSignedIn("ana");
    await waitFor(() => sessionButtons(page).length === 3);
    expect(page.text()).toContain("Firefox on Windows");
    expect(page.text()).toContain("(this browser)");
    expect(page.text()).toMatch(/Address 127\.0\.0\.1 · last used /);

    const status = await waitFor(() => page.container.querySelector<HTMLElement>("section[aria-labelledby='sessions-heading'] [role='status']"));
    const said = await nextMessage(status, async () => (await page.button("Sign out: Firefox on Windows, 127.0.0.1")).click());
    expect(said).toBe("Signed out of Firefox on Windows.");
    expect(sessionButtons(page)).toHaveLength(2);
    expect(document.activeElement?.id).toBe("sessions-heading");
  });

  it("announces a wrong current password at its field, and a change ends the other sessions", async () => {
    const { page, email } = await openSignedIn("ben");
    const elsewhere = await signIn(office.server, { vendor: "demo", email, password: PASSWORD });
    const current = await page.byId<HTMLInputElement>("current-password");
    const alert = await page.byId("password-alert");
    const said = await nextMessage(alert, async () => {
      typeInto(current, "not my password");
      typeInto(await page.byId<HTMLInputElement>("account-new-password"), "a brand new password");
      typeInto(await page.byId<HTMLInputElement>("account-repeat-password"), "a brand new password");
      (await page.button("Change password")).click();
    });
    expect(said).toBe("The current password is wrong.");
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(current.getAttribute("aria-describedby")?.split(" ")).toContain("password-alert");

    const done = await nextMessage(await waitFor(() => page.container.querySelector<HTMLElement>("form [role='status']")), async () => {
      typeInto(current, PASSWORD);
      (await page.button("Change password")).click();
    });
    expect(done).toBe("Your password is changed. You are signed out everywhere else.");
    expect(current.value).toBe("");
    const before = await office.server.app.inject({ method: "GET", url: "/api/v2/office/session", headers: { cookie: elsewhere.cookie } });
    expect(before.statusCode).toBe(401);
    await waitFor(() => sessionButtons(page).length === 1);
  });

  it("shows sign-in, saying so, when the session ends under the person", async () => {
    const { page } = await openSignedIn("tara");
    const staffId = await office.account("tara", "tara.account@maple.example", PASSWORD);
    await revokeOtherSessions(office.server.store.db, staffId, undefined, office.server.clock.now());
    typeInto(await page.byId<HTMLInputElement>("current-password"), PASSWORD);
    typeInto(await page.byId<HTMLInputElement>("account-new-password"), "a brand new password");
    typeInto(await page.byId<HTMLInputElement>("account-repeat-password"), "a brand new password");
    (await page.button("Change password")).click();
    await page.waitForText("Your session has ended. Sign in again.");
    const heading = await waitFor(() => page.container.querySelector("main h1"));
    expect(heading.textContent).toBe("Sign in");
    await waitFor(() => document.activeElement === heading);
    expect(page.container.querySelector("nav")).toBeNull();
  });
});
