/**
 * Every write of a vendor document (PUT, PATCH, the seed): one transaction that locks the vendor
 * row, compares the caller's `If-Match` / `If-None-Match` with the kept document's entity tag,
 * builds the new document from the current one, writes the rows that changed and keeps the
 * document. On PostgreSQL a second write of the same vendor waits for the lock and then sees the
 * first one's tag, so of two admins holding the same tag one wins and the other gets a 412; SQLite
 * runs the transactions one after the other.
 */
import type { Kysely } from "kysely";
import type { VendorDocument } from "#contract";
import type { Database } from "../db/schema.js";
import { ApiError, notFound } from "../http/api-error.js";
import { tagMatches, type TagCondition } from "../http/entity-tags.js";
import { timeSlicer } from "../time/time-slices.js";
import { documentEtagSliced } from "./document-etag.js";
import type { Tx } from "./keyed-rows.js";
import { withSanitizedStatement } from "./sanitize-statement.js";
import { diffVendorDocuments, type VendorDocumentChanges } from "./vendor-document-changes.js";
import { rejectVendorDocumentConflicts } from "./vendor-document-conflicts.js";
import { currentVendorDocument, keepVendorDocument } from "./vendor-document-store.js";
import { vendorColumns, writeDocumentRows } from "./write-document-rows.js";

export interface DocumentWrite {
  /** The new document from the current one (`undefined`: no vendor yet). May throw a 422. */
  next(current: VendorDocument | undefined): Promise<VendorDocument>;
  /** Create the vendor when there is none (PUT); else an unknown vendor is a 404 (PATCH). */
  create: boolean;
  ifMatch?: TagCondition | undefined;
  ifNoneMatch?: TagCondition | undefined;
}

export interface WriteResult {
  vendorId: number;
  created: boolean;
  /** The entity tag of the document now kept. */
  etag: string;
  changes: VendorDocumentChanges;
}

export async function writeVendorDocument(db: Kysely<Database>, slug: string, write: DocumentWrite, now: Date): Promise<WriteResult> {
  const stamp = now.toISOString();
  // A document of thousands of items is compared, tagged and written a slice at a time, so other
  // requests get their turns meanwhile (time/time-slices.ts).
  const slice = timeSlicer();
  return db.transaction().execute(async (tx) => {
    let vendorId = await lockVendor(tx, slug);
    if (vendorId === undefined) {
      if (!write.create) throw notFound("vendor_not_found", `No vendor "${slug}"`);
      checkPreconditions(write, undefined);
      const doc = withSanitizedStatement(await write.next(undefined));
      await rejectVendorDocumentConflicts(tx, slug, doc);
      // ON CONFLICT makes a concurrent first write of the same slug wait for the other one and
      // then find the vendor it created, which is locked and replaced below instead.
      const inserted = await tx
        .insertInto("vendors")
        .values({ ...vendorColumns(doc, stamp), slug, created_at: stamp })
        .onConflict((oc) => oc.column("slug").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted) {
        await writeDocumentRows(tx, inserted.id, doc, undefined, stamp, slice);
        const etag = await keepVendorDocument(tx, inserted.id, doc, slice);
        return { vendorId: inserted.id, created: true, etag, changes: await diffVendorDocuments(undefined, doc, slice) };
      }
      vendorId = await lockVendor(tx, slug);
      if (vendorId === undefined) throw new Error(`vendor ${slug} was created and is gone`);
    }

    const current = await currentVendorDocument(tx, vendorId);
    checkPreconditions(write, current.etag);
    const doc = withSanitizedStatement(await write.next(current.doc));
    const changes = await diffVendorDocuments(current.doc, doc, slice);
    const etag = await documentEtagSliced(doc, slice);
    // The same document again touches no row: not even the vendor's updated_at.
    if (current.kept && etag === current.etag) return { vendorId, created: false, etag, changes };
    await rejectVendorDocumentConflicts(tx, slug, doc);
    // Rows of a document that was not kept may differ from what it reads back as: write them all.
    await writeDocumentRows(tx, vendorId, doc, current.kept ? { doc: current.doc, changes } : undefined, stamp, slice);
    await keepVendorDocument(tx, vendorId, doc, slice, etag);
    return { vendorId, created: false, etag, changes };
  });
}

/** Locks the vendor's row until the transaction ends (a write that changes nothing); its id, if it exists. */
async function lockVendor(tx: Tx, slug: string): Promise<number | undefined> {
  const row = await tx
    .updateTable("vendors")
    .set((eb) => ({ slug: eb.ref("slug") }))
    .where("slug", "=", slug)
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

function checkPreconditions(write: DocumentWrite, etag: string | undefined): void {
  if (write.ifMatch && !tagMatches(write.ifMatch, etag, "strong")) {
    throw new ApiError(
      412,
      "precondition_failed",
      etag ? "The vendor document was changed since that ETag was read; read it again" : "There is no vendor document to match yet",
    );
  }
  if (write.ifNoneMatch && tagMatches(write.ifNoneMatch, etag, "weak")) {
    throw new ApiError(412, "precondition_failed", "The vendor already exists");
  }
}
