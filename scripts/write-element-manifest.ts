/**
 * `npm run build:manifest` (part of `npm run build`): writes what hosts read about the
 * `<queue-booking>` element from its one declaration, widget/src/element/element-api.ts —
 * custom-elements.json, types/queue-booking.d.ts, types/react.d.ts and the tables of docs/embedding.md. The files
 * are committed; test/widget/element/element-api.test.ts fails when they are not what this writes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { customElementsManifest } from "./element-manifest/custom-elements.js";
import { withDocsTables } from "./element-manifest/docs-tables.js";
import { hostTypes, reactTypes } from "./element-manifest/host-types.js";
import { ELEMENT_OUTPUTS } from "./element-manifest/outputs.js";

writeFileSync(ELEMENT_OUTPUTS.manifest, customElementsManifest());
mkdirSync("types", { recursive: true });
writeFileSync(ELEMENT_OUTPUTS.types, hostTypes());
writeFileSync(ELEMENT_OUTPUTS.reactTypes, reactTypes());
// The image's build (Dockerfile) has no docs/: the tables are the checkout's business.
if (existsSync(ELEMENT_OUTPUTS.docs)) writeFileSync(ELEMENT_OUTPUTS.docs, withDocsTables(readFileSync(ELEMENT_OUTPUTS.docs, "utf8")));
