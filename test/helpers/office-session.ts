/**
 * Back-office sign-in for tests: gives a staff member of a vendor an email and a password
 * (straight into the database, as an accepted invitation would) and signs them in through the
 * real API, answering the session cookie and its CSRF token.
 */
import { setPassword } from "../../server/src/office/accounts.js";
import type { TestServer } from "./test-server.js";

export interface OfficeSession {
  /** `qb_session=…`, for a `cookie` header. */
  cookie: string;
  csrf: string;
  /** Headers for a write as this person: the cookie and the CSRF token. */
  headers: { cookie: string; "x-csrf-token": string };
}

/** Gives the vendor's staff member `key` this email and password (active, as in the document). */
export async function giveAccount(server: TestServer, account: { vendor: string; key: string; email: string; password: string }): Promise<number> {
  const { db } = server.store;
  const vendor = await db.selectFrom("vendors").select("id").where("slug", "=", account.vendor).executeTakeFirstOrThrow();
  const staff = await db.selectFrom("staff_users").select("id").where("vendor_id", "=", vendor.id).where("key", "=", account.key).executeTakeFirstOrThrow();
  await db.updateTable("staff_users").set({ email: account.email }).where("id", "=", staff.id).execute();
  await setPassword(db, staff.id, account.password, server.clock.now());
  return staff.id;
}

/** The `qb_session=…` pair of an answer's Set-Cookie, or undefined. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith("qb_session=") && !c.startsWith("qb_session=;"));
  return found?.split(";")[0];
}

export async function signIn(server: TestServer, who: { vendor: string; email: string; password: string }): Promise<OfficeSession> {
  const res = await server.app.inject({
    method: "POST",
    url: "/api/v2/office/sign-in",
    headers: { "x-vendor": who.vendor },
    payload: { email: who.email, password: who.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${who.email} failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res.headers["set-cookie"]);
  if (!cookie) throw new Error("sign-in set no session cookie");
  const csrf = (res.json() as { data: { csrf_token: string } }).data.csrf_token;
  return { cookie, csrf, headers: { cookie, "x-csrf-token": csrf } };
}
