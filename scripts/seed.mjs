// `npm run seed -- FILE [--slug SLUG]`: build when needed, then load a vendor document.
import { ensureBuilt } from "./ensure-built.mjs";

ensureBuilt();
await import("../dist/server/src/cli/seed.js");
