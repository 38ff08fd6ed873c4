// `npm run create-vendor -- --slug … --name … --admin-name … --admin-email …`: build when needed, then create.
import { ensureBuilt } from "./ensure-built.mjs";

ensureBuilt();
await import("../dist/server/src/cli/create-vendor.js");
