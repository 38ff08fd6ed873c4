/**
 * Joins over real HTTP to a server in a child process (server-process.ts), for the crash test
 * and the bench: the demo's ids read from its database, a CSRF token, and one join's answer.
 */
import { loadConfig } from "../../server/src/config.js";
import { openStore } from "../../server/src/db/database.js";
import { demoIds, type DemoIds } from "./demo-ids.js";
import { joinBody } from "./join-body.js";

/** The demo ids, read from the database the child seeded (a second connection, then closed). */
export async function readDemoIds(databaseUrl: string): Promise<DemoIds> {
  const store = await openStore(loadConfig({ DATABASE_URL: databaseUrl }).database);
  try {
    return await demoIds(store.db);
  } finally {
    await store.close();
  }
}

export async function csrfToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v2/open/csrf`, { headers: { "x-vendor": "demo" } });
  return ((await res.json()) as { token: string }).token;
}

/** A join to the demo's Downtown line by client `n`, who gave an email address (one email each). */
export function emailJoinBody(ids: DemoIds, n: number) {
  return joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, { first_name: "Burst", email: `client${n}@example.test` }, [
    { question_id: ids.question("member"), value: 1 },
  ]);
}

export interface JoinAnswer {
  status: number;
  /** The appointment, when the join was answered 200 or 201. */
  id?: number;
  code?: string;
}

/** POSTs one join; a connection cut off mid-request (the server died) answers status 0. */
export async function postJoin(base: string, token: string, body: unknown, idempotencyKey?: string): Promise<JoinAnswer> {
  let res: Response;
  try {
    res = await fetch(`${base}/api/v2/open/queue-appointments`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-vendor": "demo",
        "x-csrf-token": token,
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: 0 };
  }
  const text = await res.text().catch(() => "");
  if (res.status !== 200 && res.status !== 201) return { status: res.status };
  const data = (JSON.parse(text) as { data: { id: number; attributes: { confirm_code: string } } }).data;
  return { status: res.status, id: Number(data.id), code: data.attributes.confirm_code };
}
