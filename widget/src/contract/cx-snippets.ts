/**
 * `GET /cx/snippets/api/v1/cx_snippets` (spec section 7): the vendor's customer-experience
 * snippets, in its order, each in the request's language or else in English. Snippets are
 * plain text; `locale` says which language a text is in, so a page can mark it with `lang`.
 */
import * as v from "valibot";
import { LOCALES } from "./locales.js";

export const CX_SNIPPETS_PATH = "/cx/snippets/api/v1/cx_snippets";

const CxSnippetResourceSchema = v.object({
  id: v.number(),
  type: v.literal("cx_snippets"),
  attributes: v.object({ key: v.string(), content: v.string(), locale: v.picklist(LOCALES) }),
});

export const CxSnippetsResponseSchema = v.object({ data: v.array(CxSnippetResourceSchema) });

export type CxSnippetResource = v.InferOutput<typeof CxSnippetResourceSchema>;
export type CxSnippetsResponse = v.InferOutput<typeof CxSnippetsResponseSchema>;
