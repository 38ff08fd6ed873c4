/**
 * `GET /oembed?url=…&format=json|xml&maxwidth=&maxheight=` (oembed.com): a CMS pastes a hosted
 * page's address and gets the page's `mode=embed` iframe to embed (`hosted/oembed.ts`). Only a
 * public page of a vendor on this server is answered: an address on another host (unless a
 * vendor's own domain), a path that is no hosted page, a manage or confirmation page or any
 * address holding a code or token (a client's appointment is never embedded elsewhere) is a
 * 404; an unknown vendor a 404 `vendor_not_found`.
 */
import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { OembedAnswerSchema } from "#contract/oembed";
import { notFound, validationFailed } from "../../http/api-error.js";
import { docSchema } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { oembedAnswer, oembedXml } from "../../hosted/oembed.js";
import { pageHead } from "../../hosted/page-head.js";
import { isPublicPage, SECRET_PARAMS, screenOf } from "../../hosted/page-paths.js";
import { readPageOptions, type PageQuery } from "../../hosted/page-query.js";
import { findPageVendor, pagePathOf } from "../../hosted/page-vendor.js";
import { findVendorByDomain } from "../../vendors/vendor-repository.js";

const size = v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, "must be a whole number of pixels"), v.transform(Number), v.minValue(1, "must be at least 1")));

const OembedQuerySchema = v.object({
  url: v.pipe(v.string(), v.minLength(1, "is required"), v.maxLength(2048, "must be at most 2048 characters")),
  format: v.optional(v.picklist(["json", "xml"], "must be json or xml")),
  maxwidth: size,
  maxheight: size,
});

/** The address asked about, when it is an http(s) URL. */
function pageUrl(text: string): URL {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw validationFailed([{ field: "url", code: "invalid_value", message: "must be the address of a hosted page (http or https)" }]);
  }
  return url;
}

export const oembedRoute: FastifyPluginAsync = async (app) => {
  app.get(
    "/oembed",
    {
      // Anyone may ask (a CMS's server): no credential.
      schema: {
        tags: ["open"],
        summary: "oEmbed (JSON or XML) for a vendor's public hosted page",
        querystring: docSchema(OembedQuerySchema),
        security: [],
        response: {
          200: {
            description: "The page's oEmbed answer, in the format asked for",
            content: { "application/json": { schema: docSchema(OembedAnswerSchema) }, "text/xml": { schema: { type: "string" } } },
          },
        },
      },
    },
    async (request, reply) => {
      const query = parseWith(OembedQuerySchema, request.query);
      const page = pageUrl(query.url);
      // This server's own host as a URL writes it (no default port), or a vendor's own domain.
      const own = URL.canParse(`${request.protocol}://${request.host}`) ? new URL(`${request.protocol}://${request.host}`).host : request.host;
      const ours = page.host === own || (await findVendorByDomain(app.ctx.db, page.host)) !== undefined;
      const path = pagePathOf(page.pathname);
      const secret = SECRET_PARAMS.some((name) => page.searchParams.has(name));
      if (!ours || !isPublicPage(path) || secret) throw notFound("not_found", "Not a public hosted page of this server");
      const pageQuery: PageQuery = Object.fromEntries(page.searchParams);
      const vendor = await findPageVendor(app.ctx, { url: page.pathname + page.search, query: pageQuery, host: page.host, hostname: page.hostname });
      if (!vendor) throw notFound("vendor_not_found", "Unknown vendor");
      const { locale } = readPageOptions(pageQuery, request.headers["accept-language"], vendor.settings.client_view.available_languages);
      const { title } = pageHead(screenOf(path, undefined), locale, vendor.name);
      // Its title follows Accept-Language when the address names no language.
      reply.header("vary", "Accept-Language").header("cache-control", "public, max-age=3600");
      // The answer the document describes (`#contract/oembed`): a change to one is a type error in the other.
      const answer = oembedAnswer({ page, title, vendorName: vendor.name, maxwidth: query.maxwidth, maxheight: query.maxheight });
      if (query.format !== "xml") return answer;
      return reply.type("text/xml; charset=utf-8").send(oembedXml(answer));
    },
  );
};
