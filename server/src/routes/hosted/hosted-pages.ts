/**
 * The hosted pages (spec section 2's routes as real URLs): each answers the same HTML page,
 * which mounts `<queue-booking routing="path">` full-page; the element then picks the screen
 * from the path (the queue's `/callback-service…` and the booking flow's `/book/…`), also under
 * a vendor's own path `/s/{vendor_path}/…`. Query: `vendor` (a browser cannot send X-Vendor),
 * `lang`, `mode`, `service`, `walk_in`; everything else (`meeting_method`, `utm_*`, `code`,
 * `id` …) is read by the element from the URL. An unknown vendor or a malformed location id is
 * an HTML 404.
 *
 * A manage page (`id` and `code`) belongs to the appointment's vendor whatever the URL says:
 * when the URL names another vendor, or none and the default is another, the page redirects to
 * the appointment's vendor's own URL form, so a link whose vendor was lost still opens.
 *
 * Each page's head names its first screen in the page's language (`page-head.ts`). Pages are
 * cached `private, no-cache` (the browser revalidates; the back/forward cache may keep them),
 * except those whose address holds a secret (docs/embedding.md, "Hosted pages").
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { issueCsrfToken } from "../../http/csrf.js";
import { findAppointmentOwner, type AppointmentKind } from "../../hosted/appointment-owner.js";
import { createNonce, PAGE_NO_STORE, PAGE_REVALIDATE, sendHtmlPage } from "../../hosted/content-security-policy.js";
import { pageHead } from "../../hosted/page-head.js";
import { FIXED_PATHS, isPublicPage, MANAGE_PATHS, SECRET_PARAMS, screenOf } from "../../hosted/page-paths.js";
import { oembedDiscoveryLink } from "../../hosted/oembed.js";
import { renderHostedPage } from "../../hosted/hosted-page.js";
import { widgetEntryPath, widgetPreloads } from "../../hosted/widget-release.js";
import { firstScreenAnswers, firstScreenOf, readAnswer } from "../../hosted/first-screen-answers.js";
import { pageFonts } from "../../hosted/page-fonts.js";
import { paintFirstScreen } from "../../hosted/first-screen.js";
import { WIDGET_DIR } from "../../hosted/project-paths.js";
import { firstQueryValue, readPageOptions, type PageQuery } from "../../hosted/page-query.js";
import { findPageVendor, pagePathOf } from "../../hosted/page-vendor.js";
import { sendNotFoundPage } from "../../hosted/send-not-found-page.js";
import { vendorPagePath, vendorSite } from "../../hosted/vendor-page-url.js";
import { publicVendorSettings } from "../open/vendor.js";
import { codeReadLimit } from "../../http/code-read-limit.js";

/**
 * `no-store` where the address holds a secret: the manage and confirmation pages (their `code`
 * opens the appointment), or any page given a code or token. Kept out of every cache, the
 * back/forward one included, so nobody reopens the appointment from a shared device's history
 * without the code itself.
 */
function cachePolicy(query: PageQuery, manage: AppointmentKind | undefined): string {
  if (manage || SECRET_PARAMS.some((name) => firstQueryValue(query, name) !== undefined)) return PAGE_NO_STORE;
  return PAGE_REVALIDATE;
}

const LOCATION_ID = /^\d{1,10}$/;

type PageRequest = FastifyRequest<{ Querystring: PageQuery; Params: { id?: string; vendorPath?: string } }>;

/** The query's first values, without `vendor` (the redirect names the vendor its own way). */
function queryWithoutVendor(query: PageQuery): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of Object.keys(query)) {
    const value = firstQueryValue(query, key);
    if (key !== "vendor" && value !== undefined) kept[key] = value;
  }
  return kept;
}

export interface HostedPageOptions {
  /** The rollup output, whose `release.json` names the entry pages load. */
  widgetDir?: string;
}

export const hostedPageRoutes: FastifyPluginAsync<HostedPageOptions> = async (app, options) => {
  const widgetDir = options.widgetDir ?? WIDGET_DIR;
  const hide = { schema: { hide: true } };
  /** Manage pages try confirm codes: they share the API's allowance of reads by id and code. */
  const manageLimit = { ...hide, config: codeReadLimit(app.ctx.config) };

  async function page(request: PageRequest, reply: FastifyReply, manage?: AppointmentKind): Promise<FastifyReply> {
    const id = request.params.id;
    if (id !== undefined && !LOCATION_ID.test(id)) return sendNotFoundPage(app.ctx, request, reply);
    const vendor = await findPageVendor(app.ctx, request);
    if (manage) {
      const owner = await findAppointmentOwner(app.ctx.db, manage, firstQueryValue(request.query, "id"), firstQueryValue(request.query, "code"));
      if (owner && owner.id !== vendor?.id) {
        const target = vendorPagePath(vendorSite(owner), pagePathOf(request.url), queryWithoutVendor(request.query));
        return reply.header("cache-control", "no-store").redirect(target, 302);
      }
    }
    if (!vendor) return sendNotFoundPage(app.ctx, request, reply, null);
    const options = readPageOptions(request.query, request.headers["accept-language"], vendor.settings.client_view.available_languages);
    const nonce = createNonce();
    const settings = publicVendorSettings(vendor, app.ctx.config);
    const path = pagePathOf(request.url);
    // A lobby board shows neither the form nor the picker: its reads are found by rendering it.
    const first = manage || options.mode === "tv" ? undefined : firstScreenOf(path, request.query, options.service);
    // Painted before any script runs, from the answers the page carries: those the first screen
    // is known to need, and whatever else it asks for while the server renders it.
    const painted = await paintFirstScreen(
      request.log,
      {
        url: request.url,
        attributes: { vendor: vendor.slug, lang: options.lang, mode: options.mode, service: options.service, walkIn: options.walkIn },
        locale: options.locale,
        settings,
        answers: first ? await firstScreenAnswers(app, request, vendor, options.locale, first) : [],
        nonce,
        apiBase: `${request.protocol}://${request.host}`,
      },
      (wanted) => readAnswer(app, request, vendor, options.locale, wanted.path, wanted.query),
    );
    const head = pageHead(screenOf(path, manage), options.locale, vendor.name, options.mode);
    // A public page tells a CMS where its embed is (oEmbed discovery); a client's own never, nor
    // a request whose Host makes no address (no Host at all, a port out of range).
    const origin = `${request.protocol}://${request.host}`;
    const embeddable =
      !manage && isPublicPage(path) && !SECRET_PARAMS.some((name) => firstQueryValue(request.query, name) !== undefined) && URL.canParse(request.url, origin);
    const html = renderHostedPage({
      head,
      oembedLink: embeddable ? oembedDiscoveryLink(new URL(request.url, origin), head.title) : undefined,
      vendorSlug: vendor.slug,
      options,
      settings,
      csrfToken: issueCsrfToken(app.ctx.secret, vendor.slug, app.ctx.clock.now()),
      nonce,
      entryPath: await widgetEntryPath(widgetDir),
      modulePreloads: await widgetPreloads(widgetDir, options.locale),
      fonts: pageFonts(settings),
      answers: painted.answers,
      shadowHtml: painted.html,
    });
    // The language follows Accept-Language when the address names none.
    reply.header("vary", "Accept-Language");
    const captcha = settings.captcha ? app.ctx.config.captcha.cspSources : [];
    return sendHtmlPage(reply, 200, nonce, html, captcha, "any", cachePolicy(request.query, manage));
  }

  // Every page also answers under a vendor's own path (`client_view.vendor_path`): `/s/{path}/…`.
  for (const prefix of ["", "/s/:vendorPath"]) {
    for (const path of FIXED_PATHS) app.get(`${prefix}${path}`, hide, (request: PageRequest, reply) => page(request, reply));
    for (const [path, kind] of Object.entries(MANAGE_PATHS)) {
      app.get(`${prefix}${path}`, manageLimit, (request: PageRequest, reply) => page(request, reply, kind));
    }
    app.get(`${prefix}/callback-service/:id`, hide, (request: PageRequest, reply) => page(request, reply));
    app.get(`${prefix}/callback-service/:id/location`, hide, (request: PageRequest, reply) => page(request, reply));

    /**
     * The kiosk reset target `/how?location={id}&mode=kiosk…` (spec section 2), also under a
     * vendor's path. The element only knows `/callback-service` routes, so the reset lands on
     * the location's booking page (or the start) of the same vendor, every other query
     * parameter kept.
     */
    app.get<{ Querystring: PageQuery; Params: { vendorPath?: string } }>(`${prefix}/how`, hide, async (request, reply) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(request.query)) {
        for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, one);
      }
      const location = params.get("location") ?? "";
      params.delete("location");
      const base = request.params.vendorPath === undefined ? "" : `/s/${encodeURIComponent(request.params.vendorPath)}`;
      const path = `${base}${LOCATION_ID.test(location) ? `/callback-service/${location}` : "/callback-service"}`;
      const query = params.toString();
      return reply.header("cache-control", "no-store").redirect(query ? `${path}?${query}` : path, 302);
    });
  }
};
