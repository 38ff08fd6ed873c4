/**
 * The key that signs CSRF tokens. Taken from SECRET_KEY, else generated once and kept in the
 * database so that every instance on one PostgreSQL signs and checks with the same key.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export async function loadServerSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto("server_settings")
    .values({ key: "secret_key", value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("server_settings").select("value").where("key", "=", "secret_key").executeTakeFirstOrThrow();
  return row.value;
}
