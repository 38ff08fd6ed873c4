/**
 * The hosted pages (spec section 2's routes as real URLs): each answers the same HTML page,
 * which mounts `<queue-booking routing="path">` full-page; the element then picks the screen
 * from the path (the queue's `/callback-service…` and the booking flow's `/book/…`). Query:
 * `vendor` (a browser cannot send X-Vendor), `lang`, `mode`, `service`,
 * `walk_in`; everything else (`meeting_method`, `utm_*`, `code`, `id` …) is read by the element
 * from the URL. An unknown vendor or a malformed location id is an HTML 404.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { issueCsrfToken } from "../../http/csrf.js";
import { createNonce, sendHtmlPage } from "../../hosted/content-security-policy.js";
import { renderHostedPage } from "../../hosted/hosted-page.js";
import { renderNotFoundPage } from "../../hosted/not-found-page.js";
import { readPageOptions, type PageQuery } from "../../hosted/page-query.js";
import { findPageVendor } from "../../hosted/page-vendor.js";
import { findVendorByPath } from "../../vendors/vendor-repository.js";
import { publicVendorSettings } from "../open/vendor.js";

/** The appointment booking flow's steps (spec section 2's booking step paths) and its manage page. */
export const BOOKING_PATHS = [
  "/book",
  "/book/select-service",
  "/book/select-location",
  "/book/select-staff",
  "/book/select-timeslot",
  "/book/select-attendees",
  "/book/attendee-details",
  "/book/manage",
];

/** Paths whose page needs no check beyond the vendor. */
const FIXED_PATHS = [
  "/callback-service",
  "/callback-service/",
  "/callback-service/manage",
  "/callback-service/confirmation",
  "/callback-service/location",
  ...BOOKING_PATHS,
];

const LOCATION_ID = /^\d{1,10}$/;

type PageRequest = FastifyRequest<{ Querystring: PageQuery; Params: { id?: string; vendorPath?: string } }>;

export const hostedPageRoutes: FastifyPluginAsync = async (app) => {
  const hide = { schema: { hide: true } };

  async function page(request: PageRequest, reply: FastifyReply): Promise<FastifyReply> {
    const options = readPageOptions(request.query, request.headers["accept-language"]);
    const nonce = createNonce();
    const id = request.params.id;
    const { vendorPath } = request.params;
    const vendor =
      id !== undefined && !LOCATION_ID.test(id)
        ? undefined
        : vendorPath !== undefined
          ? await findVendorByPath(app.ctx.db, vendorPath)
          : await findPageVendor(app.ctx, request);
    if (!vendor) return sendHtmlPage(reply, 404, nonce, renderNotFoundPage(options.locale, nonce));
    const settings = publicVendorSettings(vendor, app.ctx.config);
    const html = renderHostedPage({
      title: vendor.name,
      vendorSlug: vendor.slug,
      options,
      settings,
      csrfToken: issueCsrfToken(app.ctx.secret, vendor.slug, app.ctx.clock.now()),
      nonce,
    });
    return sendHtmlPage(reply, 200, nonce, html, settings.captcha ? app.ctx.config.captcha.cspSources : []);
  }

  for (const path of FIXED_PATHS) app.get(path, hide, page);
  app.get("/callback-service/:id", hide, page);
  app.get("/callback-service/:id/location", hide, page);
  // The same pages under a vendor's own path (`client_view.vendor_path`): `/s/{path}/callback-service…`.
  for (const path of FIXED_PATHS) app.get(`/s/:vendorPath${path}`, hide, page);
  app.get("/s/:vendorPath/callback-service/:id", hide, page);
  app.get("/s/:vendorPath/callback-service/:id/location", hide, page);

  /**
   * The kiosk reset target `/how?location={id}&mode=kiosk…` (spec section 2). The element only
   * knows `/callback-service` routes, so the reset lands on the location's booking page (or
   * the start) with every other query parameter kept.
   */
  app.get<{ Querystring: PageQuery }>("/how", hide, async (request, reply) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, one);
    }
    const location = params.get("location") ?? "";
    params.delete("location");
    const path = LOCATION_ID.test(location) ? `/callback-service/${location}` : "/callback-service";
    const query = params.toString();
    return reply.header("cache-control", "no-store").redirect(query ? `${path}?${query}` : path, 302);
  });
};
