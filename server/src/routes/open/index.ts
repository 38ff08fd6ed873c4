/**
 * The open (client-facing) API. Every route here belongs to a vendor: the hook resolves it,
 * negotiates the locale, refuses origins the vendor does not allow, and guards writes with the
 * CSRF token.
 */
import type { FastifyPluginAsync } from "fastify";
import { negotiateLocale } from "#contract";
import { ApiError } from "../../http/api-error.js";
import { checkOrigin } from "../../http/cors-policy.js";
import { verifyCsrfToken } from "../../http/csrf.js";
import { resolveVendor } from "../../http/resolve-vendor.js";
import { csrfRoute } from "./csrf.js";
import { placesRoutes } from "./places.js";
import { locationsRoutes } from "./locations.js";
import { locationListRoute } from "./location-list.js";
import { lobbyRoute } from "./lobby.js";
import { queueAppointmentsServicesRoute } from "./queue-appointments-services.js";
import { queueAppointmentsRoutes } from "./queue-appointments.js";
import { vendorRoute } from "./vendor.js";
import { walkinConversionRoute } from "./walkin-conversion.js";
import { walkinFeedbackRoute } from "./walkin-feedback.js";
import { cxSnippetsRoute } from "./cx-snippets.js";
import { questionsRoute } from "./questions.js";
import { rwgTrackConversionRoute } from "./rwg-track-conversion.js";
import { bookingRoutes } from "./booking-routes.js";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const openRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("onRequest", async (request) => {
    request.locale = negotiateLocale(request.headers["accept-language"]);
    request.vendor = await resolveVendor(app.ctx, request);
    checkOrigin(request, request.vendor);
    if (!WRITE_METHODS.has(request.method)) return;
    const token = request.headers["x-csrf-token"];
    if (typeof token !== "string" || !token) {
      throw new ApiError(403, "csrf_missing", "Send the token from GET /api/v2/open/csrf as X-CSRF-Token");
    }
    if (!verifyCsrfToken(app.ctx.secret, token, request.vendor.slug, app.ctx.clock.now())) {
      throw new ApiError(403, "csrf_invalid", "The CSRF token is invalid or expired; fetch a new one");
    }
  });

  await app.register(csrfRoute);
  await app.register(vendorRoute);
  await app.register(locationsRoutes);
  await app.register(locationListRoute);
  await app.register(lobbyRoute);
  await app.register(queueAppointmentsServicesRoute);
  await app.register(queueAppointmentsRoutes);
  await app.register(walkinFeedbackRoute);
  await app.register(walkinConversionRoute);
  await app.register(questionsRoute);
  await app.register(cxSnippetsRoute);
  await app.register(rwgTrackConversionRoute);
  await app.register(placesRoutes);
  await app.register(bookingRoutes);
};
