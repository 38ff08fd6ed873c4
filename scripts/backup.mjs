// `npm run backup -- FILE`: build when needed, then back up the database (see server/src/cli/backup.ts).
import { ensureBuilt } from "./ensure-built.mjs";

ensureBuilt();
await import("../dist/server/src/cli/backup.js");
