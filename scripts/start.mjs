// `npm start`: build when needed, then run the server.
import { ensureBuilt } from "./ensure-built.mjs";

ensureBuilt();
await import("../dist/server/src/main.js");
