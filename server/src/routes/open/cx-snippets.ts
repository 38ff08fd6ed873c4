/**
 * `GET /cx/snippets/api/v1/cx_snippets`: the vendor's customer-experience snippets in its order,
 * each in the request locale or else in English. Outside /api because the client flow calls
 * that path, but vendor-scoped like every open call.
 */
import type { FastifyPluginAsync } from "fastify";
import { CX_SNIPPETS_PATH, DEFAULT_LOCALE, type CxSnippetResource, type CxSnippetsResponse, CxSnippetsResponseSchema } from "#contract";
import { docSchema } from "../../http/openapi.js";
import { loadTranslations } from "../../i18n/translations.js";

/** The snippet text of one locale, or undefined when that locale has none (blank counts as none). */
function contentOf(fields: Record<string, string> | undefined): string | undefined {
  const content = fields?.content;
  return content?.trim() ? content : undefined;
}

export const cxSnippetsRoute: FastifyPluginAsync = async (app) => {
  app.get(
    CX_SNIPPETS_PATH,
    {
      schema: {
        tags: ["open"],
        summary: "Customer-experience snippets of the vendor, localized",
        response: {
          200: { description: "The snippets in the vendor's order, each in the request's language or else English", ...docSchema(CxSnippetsResponseSchema) },
        },
      },
    },
    async (request): Promise<CxSnippetsResponse> => {
      const { db } = app.ctx;
      const rows = await db
        .selectFrom("cx_snippets")
        .select(["id", "key"])
        .where("vendor_id", "=", request.vendor.id)
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      const ids = rows.map((r) => r.id);
      const wanted = await loadTranslations(db, "cx_snippet", ids, request.locale);
      const fallback = request.locale === DEFAULT_LOCALE ? wanted : await loadTranslations(db, "cx_snippet", ids, DEFAULT_LOCALE);
      const data: CxSnippetResource[] = [];
      for (const row of rows) {
        const own = contentOf(wanted.get(row.id));
        const english = contentOf(fallback.get(row.id));
        const content = own ?? english;
        // The document requires an English text; a snippet without any text has nothing to show.
        if (content === undefined) continue;
        const locale = own === undefined ? DEFAULT_LOCALE : request.locale;
        data.push({ id: row.id, type: "cx_snippets", attributes: { key: row.key, content, locale } });
      }
      return { data };
    },
  );
};
