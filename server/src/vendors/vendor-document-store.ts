/**
 * The kept copy of each vendor's document (table `vendor_documents`): what `GET …/document`
 * answers and what `If-Match` is compared with. Vendors written before it was kept get theirs
 * rebuilt from the rows until their next write stores one.
 */
import type { Kysely } from "kysely";
import type { VendorDocument } from "#contract";
import type { Database } from "../db/schema.js";
import { type Slice, timeSlicer } from "../time/time-slices.js";
import { documentEtag, documentEtagSliced, documentJsonSliced } from "./document-etag.js";
import { rebuildVendorDocument } from "./rebuild-vendor-document.js";

export interface CurrentDocument {
  doc: VendorDocument;
  /** Strong entity tag, quotes included. */
  etag: string;
  /** False when rebuilt from the rows (a vendor last written before documents were kept). */
  kept: boolean;
}

/** The vendor's document as last written, or rebuilt from its rows. */
export async function currentVendorDocument(db: Kysely<Database>, vendorId: number): Promise<CurrentDocument> {
  const row = await db.selectFrom("vendor_documents").select(["document", "etag"]).where("vendor_id", "=", vendorId).executeTakeFirst();
  if (row) return { doc: JSON.parse(row.document) as VendorDocument, etag: row.etag, kept: true };
  const doc = await rebuildVendorDocument(db, vendorId);
  return { doc, etag: documentEtag(doc), kept: false };
}

/** The entity tag alone, for conditional reads (If-None-Match) that need not load the document. */
export async function currentVendorEtag(db: Kysely<Database>, vendorId: number): Promise<string> {
  const row = await db.selectFrom("vendor_documents").select("etag").where("vendor_id", "=", vendorId).executeTakeFirst();
  return row?.etag ?? (await currentVendorDocument(db, vendorId)).etag;
}

/** Keeps the document just applied; answers its entity tag (`etag`, when the caller has it already). */
export async function keepVendorDocument(
  db: Kysely<Database>,
  vendorId: number,
  doc: VendorDocument,
  slice: Slice = timeSlicer(),
  known?: string,
): Promise<string> {
  const etag = known ?? (await documentEtagSliced(doc, slice));
  const document = await documentJsonSliced(doc, slice);
  await db
    .insertInto("vendor_documents")
    .values({ vendor_id: vendorId, document, etag })
    .onConflict((oc) => oc.column("vendor_id").doUpdateSet({ document, etag }))
    .execute();
  return etag;
}
