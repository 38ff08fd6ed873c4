/**
 * What the writes of a vendor document share: their conditional headers, their answer (the
 * vendor as stored, what changed and the new ETag) and its documentation.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type DocumentAuditSource, inactiveStaffKeys, recordDocumentWrite } from "../../audit/document-audit.js";
import { validationFailed } from "../../http/api-error.js";
import { readTagCondition } from "../../http/entity-tags.js";
import { mergePatch } from "../../http/merge-patch.js";
import { errorResponses, headerParams } from "../../http/openapi.js";
import type { VendorDocument } from "#contract";
import { documentWarnings, parseVendorDocument } from "../../vendors/parse-vendor-document.js";
import { isUnchanged } from "../../vendors/vendor-document-changes.js";
import { VendorDocumentConflict } from "../../vendors/vendor-document-conflicts.js";
import { loadVendorSummary } from "../../vendors/vendor-summary.js";
import { writeVendorDocument, type DocumentWrite } from "../../vendors/write-vendor-document.js";
import { ADMIN_VENDOR_DOC, DOCUMENT_ETAG, toAdminVendorResponse } from "./vendor.js";

/** `If-Match` and `If-None-Match` of a write. */
export function writeConditions(request: FastifyRequest): Pick<DocumentWrite, "ifMatch" | "ifNoneMatch"> {
  return {
    ifMatch: readTagCondition("if-match", request.headers["if-match"]),
    ifNoneMatch: readTagCondition("if-none-match", request.headers["if-none-match"]),
  };
}

/** A JSON Merge Patch of the current document (the operator's and the office's PATCH), checked as a PUT's body is. */
export function mergePatchWrite(patch: unknown, conditions: Pick<DocumentWrite, "ifMatch" | "ifNoneMatch">): DocumentWrite {
  return {
    create: false,
    ...conditions,
    async next(current) {
      const parsed = await parseVendorDocument(mergePatch(current, patch));
      if (!parsed.ok) throw validationFailed(parsed.errors);
      return parsed.doc;
    },
  };
}

/**
 * Writes the document and answers 201 (created) or 200 with the vendor as stored, `meta.changes`,
 * `meta.warnings` (what the document sets up that would silently do nothing) and the new ETag.
 * The audit log records the write as `by` (audit/document-audit.ts).
 */
export async function answerDocumentWrite(
  app: FastifyInstance,
  reply: FastifyReply,
  slug: string,
  write: DocumentWrite,
  by: DocumentAuditSource,
): Promise<FastifyReply> {
  let result;
  let before: VendorDocument | undefined;
  let written: VendorDocument | undefined;
  const remembered: DocumentWrite = {
    ...write,
    next: async (current) => {
      before = current;
      written = await write.next(current);
      return written;
    },
  };
  const inactiveBefore = await inactiveStaffKeys(app.ctx.db, slug);
  try {
    result = await writeVendorDocument(app.ctx.db, slug, remembered, app.ctx.clock.now());
  } catch (error) {
    if (error instanceof VendorDocumentConflict) throw validationFailed(error.errors);
    throw error;
  }
  // Committed: every instance reads the vendor's configuration again from the next request on.
  await app.ctx.configCache.changed(result.vendorId);
  // The same document again changes nothing, and the log says nothing.
  if (written && (result.created || !isUnchanged(result.changes))) {
    const done = { vendorId: result.vendorId, slug, created: result.created, before, after: written, inactiveBefore };
    try {
      await recordDocumentWrite(app.ctx.db, done, by, app.ctx.clock.now());
    } catch (error) {
      // The write is committed: answering a failure would have the caller retry what was done.
      reply.log.error({ err: error, vendorId: result.vendorId }, "the audit log did not record a committed document write");
    }
  }
  const summary = await loadVendorSummary(app.ctx.db, slug);
  if (!summary) throw new Error(`vendor ${slug} vanished after it was written`);
  return reply
    .status(result.created ? 201 : 200)
    .header("ETag", result.etag)
    .send(toAdminVendorResponse(summary, result.changes, written ? documentWarnings(written, app.ctx.clock.now()) : []));
}

const CHANGES =
  "meta.changes lists what the write did: settings (the top-level settings that changed) and, for services, locations, " +
  "questions, staff and cx_snippets, the keys added, changed and removed (removed items are deactivated, snippets deleted). " +
  "meta.warnings lists what the document sets up that would silently do nothing ({field, code, message}: service_unserved, " +
  "offer_unserved, questions_switched_off, location_never_open, time_zone_outside_country).";

/** Documentation of a write's answers. */
export function writeResponses(...errors: number[]) {
  return {
    200: { description: `Written; the vendor as stored. ${CHANGES}`, ...ADMIN_VENDOR_DOC, headers: DOCUMENT_ETAG },
    201: { description: `Created; the vendor as stored. ${CHANGES}`, ...ADMIN_VENDOR_DOC, headers: DOCUMENT_ETAG },
    ...errorResponses(...errors),
  };
}

/** Documentation of the conditional headers; `ifMatch` says what If-Match means on this route. */
export function writeHeaders(ifMatch: string) {
  return headerParams({
    "if-match": `${ifMatch} A list of ETags matches any of them; * matches any existing version; a stale ETag is a 412 precondition_failed.`,
    "if-none-match": "* creates only: a 412 precondition_failed when the vendor exists.",
  });
}
