/** The admin API's vendor document calls, with the admin token, for the document tests. */
import type { LightMyRequestResponse } from "fastify";
import * as v from "valibot";
import { withSanitizedStatement } from "../../server/src/vendors/sanitize-statement.js";
import { VendorDocumentSchema, type VendorDocument } from "#contract";
import { ADMIN_TOKEN, type TestServer } from "./test-server.js";

export const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };

const documentUrl = (slug: string) => `/api/v2/admin/vendors/${slug}/document`;

export const getDocument = (server: TestServer, slug: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  server.app.inject({ method: "GET", url: documentUrl(slug), headers: { ...ADMIN, ...headers } });

/** A write of the document: its body as JSON text, in the given media type. */
const write =
  (method: "PUT" | "PATCH", contentType: string) =>
  (server: TestServer, slug: string, body: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    server.app.inject({ method, url: documentUrl(slug), payload: JSON.stringify(body), headers: { ...ADMIN, "content-type": contentType, ...headers } });

export const putDocument = write("PUT", "application/json");
export const patchDocument = write("PATCH", "application/merge-patch+json");

/** A document as the server keeps and answers it: through the schema, the statement sanitised, as JSON. */
export function normalised(input: unknown): VendorDocument {
  return JSON.parse(JSON.stringify(withSanitizedStatement(v.parse(VendorDocumentSchema, input)))) as VendorDocument;
}

/** What a write answers besides the vendor: the ETag and `meta.changes`. */
export interface WriteAnswer {
  data: { id: number; attributes: { slug: string; locations: string[] } };
  meta: { changes: Record<string, string[] | { added: string[]; changed: string[]; removed: string[] }> };
}

/** The changes of a write that changed nothing. */
export const NO_CHANGES = {
  settings: [],
  ...Object.fromEntries(["services", "locations", "questions", "staff", "cx_snippets"].map((list) => [list, { added: [], changed: [], removed: [] }])),
};
