/** The pre-booking statement is HTML a vendor writes and every client's page shows: it is sanitised on save. */
import sanitizeHtml from "sanitize-html";
import type { VendorDocument } from "#contract";

/** Tags a pre-booking statement may use: text formatting and links, nothing that runs. */
const STATEMENT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "a", "ul", "ol", "li", "span"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) },
};

export function sanitizeStatement(html: string): string {
  return sanitizeHtml(html, STATEMENT_HTML);
}

/** The document as it is stored and answered: its statement sanitised. */
export function withSanitizedStatement(doc: VendorDocument): VendorDocument {
  const statement = sanitizeStatement(doc.page_settings.pre_booking_statement);
  return statement === doc.page_settings.pre_booking_statement ? doc : { ...doc, page_settings: { ...doc.page_settings, pre_booking_statement: statement } };
}
