/**
 * A trial run can be signed in to at once: the demo's staff with an email get the demo password
 * (its stored hash still matches it), Dana as admin and Ana as staff; a password someone chose is
 * kept, and seeding twice adds nothing.
 */
import { expect, it } from "vitest";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_PASSWORD_HASH, DEMO_STAFF_EMAIL, seedDemoAccounts } from "../../../server/src/demo/demo-accounts.js";
import { setPassword } from "../../../server/src/office/accounts.js";
import { checkPassword } from "../../../server/src/office/passwords.js";
import { signIn } from "../../helpers/office-session.js";
import { describeEachDialect } from "../../helpers/test-server.js";

it("keeps a hash of the demo password that matches it", async () => {
  expect(await checkPassword(DEMO_PASSWORD_HASH, DEMO_PASSWORD)).toBe(true);
  expect(await checkPassword(DEMO_PASSWORD_HASH, `${DEMO_PASSWORD}x`)).toBe(false);
});

describeEachDialect("demo back-office accounts", (server) => {
  it("lets the demo's admin and staff sign in, keeps a chosen password, and seeds once", async () => {
    const { db } = server().store;
    const chloe = await db.selectFrom("staff_users").select("id").where("key", "=", "chloe").executeTakeFirstOrThrow();
    await setPassword(db, chloe.id, "chloe chose this", server().clock.now());
    await seedDemoAccounts(db, server().clock.now());
    await seedDemoAccounts(db, server().clock.now());
    const admin = await signIn(server(), { vendor: "demo", email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD });
    const staff = await signIn(server(), { vendor: "demo", email: DEMO_STAFF_EMAIL, password: DEMO_PASSWORD });
    const role = async (cookie: string) => (await server().app.inject({ url: "/api/v2/office/session", headers: { cookie } })).json().data.role;
    expect(await role(admin.cookie)).toBe("admin");
    expect(await role(staff.cookie)).toBe("staff");
    await expect(signIn(server(), { vendor: "demo", email: "chloe@maple-main.example", password: DEMO_PASSWORD })).rejects.toThrow(/401/);
    await expect(signIn(server(), { vendor: "demo", email: "chloe@maple-main.example", password: "chloe chose this" })).resolves.toBeTruthy();
    // Everyone of the demo with an email, once: Ana, Ben, Chloe, Hugo, Tara and Dana.
    const passwords = await db.selectFrom("staff_passwords").select("staff_id").execute();
    expect(passwords).toHaveLength(6);
  });
});
