/**
 * The vendor document for its admins: read with its ETag, and changed by a JSON Merge Patch sent
 * with `If-Match`, so a save made from an older version than the stored one is refused (412)
 * instead of overwriting someone else's change.
 */
import * as v from "valibot";
import type { DocumentWarning, VendorDocument } from "#contract";
import type { ApiResult, OfficeApi } from "../api/office-api.js";

const DOCUMENT = "/api/v2/office/document";

// The document is the server's own check's output; only its frame is checked here.
const DocumentShape = v.looseObject({ name: v.string(), services: v.array(v.unknown()), locations: v.array(v.unknown()) });
const WriteShape = v.looseObject({
  meta: v.optional(v.looseObject({ warnings: v.optional(v.array(v.looseObject({ field: v.string(), code: v.string(), message: v.string() })), []) })),
});

export interface ReadDocument {
  doc: VendorDocument;
  etag: string;
}

const badShape = (status: number) => ({
  ok: false as const,
  error: { status, code: "bad_response", message: "Unexpected answer", errors: [], retryAfterSeconds: undefined },
});

export async function readDocument(api: OfficeApi): Promise<ApiResult<ReadDocument>> {
  const result = await api.get<unknown>(DOCUMENT);
  if (!result.ok) return result;
  if (!v.is(DocumentShape, result.data) || !result.etag) return badShape(result.status);
  return { ok: true, status: result.status, data: { doc: result.data as unknown as VendorDocument, etag: result.etag } };
}

export interface WrittenDocument {
  etag: string;
  warnings: DocumentWarning[];
}

/** `patch` names whole top-level values (a list, `theme`): see `document-store.ts`. */
export async function patchDocument(api: OfficeApi, patch: Partial<VendorDocument>, etag: string): Promise<ApiResult<WrittenDocument>> {
  const result = await api.patch<unknown>(DOCUMENT, patch, { "if-match": etag });
  if (!result.ok) return result;
  const parsed = v.safeParse(WriteShape, result.data);
  if (!parsed.success || !result.etag) return badShape(result.status);
  return { ok: true, status: result.status, data: { etag: result.etag, warnings: (parsed.output.meta?.warnings ?? []) as DocumentWarning[] } };
}
