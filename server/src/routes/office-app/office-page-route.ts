/**
 * `GET /office` and `GET /office/*`: the back office's page. Every path under `/office/` answers
 * the same page; the app picks its screen from the path (`/office/link`, `/office/account`…) and
 * shows its own "not found" for a path it does not know. The page's language is `?lang=` or the
 * browser's among the eight; its vendor as `office-page-vendor.ts` finds it. Unlike the hosted
 * pages, no site may frame it (it is where people sign in).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { createNonce, sendHtmlPage } from "../../hosted/content-security-policy.js";
import { renderOfficePage } from "../../hosted/office-page.js";
import { findOfficePageVendor } from "../../hosted/office-page-vendor.js";
import { officeEntryPath } from "../../hosted/office-release.js";
import { readPageOptions, type PageQuery } from "../../hosted/page-query.js";

export interface OfficePageOptions {
  /** The rollup output, whose `release.json` names the entry the page loads. */
  officeDir: string;
}

export const officePageRoutes: FastifyPluginAsync<OfficePageOptions> = async (app, options) => {
  const hide = { schema: { hide: true } };

  async function page(request: FastifyRequest<{ Querystring: PageQuery }>, reply: FastifyReply): Promise<FastifyReply> {
    const vendor = await findOfficePageVendor(app.ctx, request);
    const { locale } = readPageOptions(request.query, request.headers["accept-language"]);
    const nonce = createNonce();
    const html = renderOfficePage({
      locale,
      vendor: vendor && { slug: vendor.slug, name: vendor.name, primary: vendor.settings.theme?.primary },
      nonce,
      entryPath: await officeEntryPath(options.officeDir),
    });
    return sendHtmlPage(reply.header("vary", "accept-language, cookie"), 200, nonce, html, [], "none");
  }

  app.get("/office", hide, page);
  app.get("/office/*", hide, page);
};
