/**
 * Another process holding an SQLite database's write lock, for tests: `BEGIN IMMEDIATE` on the
 * file named by the first argument, then "held" on stdout; a line "release" on stdin rolls back
 * and exits. Run with `spawnScript`.
 */
import { createInterface } from "node:readline";
import { openSqliteConnection } from "../../server/src/db/sqlite-connection.js";

const [file] = process.argv.slice(2);
if (!file) throw new Error("usage: hold-sqlite-lock.ts FILE");
const db = openSqliteConnection(file, { fileMustExist: true });
db.exec("begin immediate");
process.stdout.write("held\n");
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === "release") break;
}
db.exec("rollback");
db.close();
// stdin stays open (the test holds it): leave without waiting for its end.
process.stdout.write("released\n", () => process.exit(0));
