/** Signs in a staff member of a report test's vendor (a manager, or a plain staff member to be refused). */
import { giveAccount, type OfficeSession, signIn } from "../../helpers/office-session.js";
import type { TestServer } from "../../helpers/test-server.js";

const PASSWORD = "correct horse battery";

export async function sessionOf(server: TestServer, vendor: string, key: string): Promise<OfficeSession> {
  const email = `${key}@${vendor}.example`;
  await giveAccount(server, { vendor, key, email, password: PASSWORD });
  return signIn(server, { vendor, email, password: PASSWORD });
}
