/**
 * The sign-in screen against a real server: wrong details read the same for an unknown email
 * and a wrong password, announced and tied to both fields; a missing field is marked and takes
 * focus; too many tries name the time to try again; the right password opens the person's first
 * screen with focus on its heading; "Email me a sign-in link" says the same whether or not the
 * email has an account.
 */
import { describe, expect, it } from "vitest";
import { nextMessage, typeInto, useOfficeServer, waitFor } from "../../helpers/office-harness.js";

const PASSWORD = "correct horse battery";

describe("sign-in screen", () => {
  const office = useOfficeServer();

  async function fill(page: Awaited<ReturnType<typeof office.open>>, email: string, password: string) {
    typeInto(await page.byId<HTMLInputElement>("sign-in-email"), email);
    typeInto(await page.byId<HTMLInputElement>("sign-in-password"), password);
    (await page.button("Sign in")).click();
  }

  it("says the same for a wrong password and an unknown email, announced and tied to both fields", async () => {
    await office.account("ana", "ana@maple.example", PASSWORD);
    const page = await office.open("/office");
    await page.waitForText("Sign in");
    const alert = await page.byId("sign-in-alert");
    expect(alert.getAttribute("role")).toBe("alert");
    const said: string[] = [];
    for (const [email, password] of [
      ["ana@maple.example", "not the password"],
      ["nobody@maple.example", "not the password"],
    ] as const) {
      said.push(await nextMessage(alert, () => fill(page, email, password)));
      for (const id of ["sign-in-email", "sign-in-password"]) {
        const input = await page.byId<HTMLInputElement>(id);
        expect(input.getAttribute("aria-invalid"), id).toBe("true");
        expect(input.getAttribute("aria-describedby")?.split(" "), id).toContain("sign-in-alert");
      }
      expect((await page.byId<HTMLInputElement>("sign-in-password")).value).toBe("");
    }
    expect(said[0]).toBe("The email or the password is wrong. Check both and try again, or ask for a sign-in link.");
    expect(said[1]).toBe(said[0]);
  });

  it("marks a missing email and puts focus on it", async () => {
    const page = await office.open("/office");
    (await page.button("Sign in")).click();
    const email = await page.byId<HTMLInputElement>("sign-in-email");
    await waitFor(() => email.getAttribute("aria-invalid") === "true");
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-describedby")).toContain("sign-in-email-error");
    expect((await page.byId("sign-in-email-error")).textContent).toBe("Enter your email address.");
    typeInto(email, "not an email");
    (await page.button("Sign in")).click();
    await page.waitForText("Enter an email address like name@example.com.");
    expect(page.text()).toContain("Enter your password.");
  });

  it("signs in: the person's first screen, the vendor and their name in the header, focus on the heading, the tab named", async () => {
    await office.account("ben", "ben@maple.example", PASSWORD);
    const page = await office.open("/office");
    await fill(page, "  Ben@Maple.example ", PASSWORD);
    const heading = await waitFor(() => {
      const h1 = page.container.querySelector("main h1");
      return h1?.textContent === "Desk" && h1;
    });
    await waitFor(() => document.activeElement === heading);
    expect(window.location.pathname).toBe("/office/desk");
    const header = page.container.querySelector("header")?.textContent ?? "";
    expect(header).toContain("Maple & Main Credit Union");
    expect(header).toContain("Ben Carter (Staff)");
    const current = page.container.querySelector('nav a[aria-current="page"]');
    expect(current?.textContent).toBe("Desk");
    await waitFor(() => document.title === "Desk – Maple & Main Credit Union");
    (await page.button("Sign out")).click();
    await page.waitForText("Email me a sign-in link");
    expect(window.location.pathname).toBe("/office");
  });

  it("after too many wrong tries, names the time to try again", async () => {
    await office.account("chloe", "chloe@maple.example", PASSWORD);
    const page = await office.open("/office");
    const alert = await page.byId("sign-in-alert");
    let message = "";
    for (let attempt = 0; attempt < 12 && !message.startsWith("Too many"); attempt++) {
      message = await nextMessage(alert, () => fill(page, "chloe@maple.example", `wrong ${attempt}`));
    }
    expect(message).toMatch(/^Too many attempts\. You can try again at \d{1,2}:\d{2}\s?(AM|PM)?\.$/);
    // The right password does not get through meanwhile.
    expect(await nextMessage(alert, () => fill(page, "chloe@maple.example", PASSWORD))).toMatch(/^Too many attempts/);
    expect(page.container.querySelector("nav")).toBeNull();
  });

  it("emails a sign-in link, saying the same whether or not the email has an account", async () => {
    const staffId = await office.account("tara", "tara@maple.example", PASSWORD);
    const links = () => office.server.store.db.selectFrom("office_links").select("id").where("staff_id", "=", staffId).execute();
    const before = (await links()).length;
    const page = await office.open("/office");
    for (const email of ["tara@maple.example", "someone.else@maple.example"]) {
      const status = await waitFor(() => page.container.querySelector<HTMLElement>('form [role="status"]'));
      const said = await nextMessage(status, async () => {
        typeInto(await page.byId<HTMLInputElement>("sign-in-email"), email);
        (await page.button("Email me a sign-in link")).click();
      });
      expect(said).toBe(`If ${email} has an account here, a sign-in link is on its way to it. The link works once, within an hour.`);
    }
    expect((await links()).length).toBe(before + 1);
  });

  it("speaks the page's language", async () => {
    const page = await office.open("/office", { lang: "es" });
    await page.waitForText("Iniciar sesión");
    expect(page.container.querySelector("label[for='sign-in-password']")?.textContent).toBe("Contraseña");
    (await page.button("Iniciar sesión")).click();
    await page.waitForText("Escriba su dirección de correo electrónico.");
  });
});
