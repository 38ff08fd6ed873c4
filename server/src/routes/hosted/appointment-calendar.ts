/**
 * `GET /api/v3/open/appointments/{id}/calendar.ics?code=&vendor=&lang=`: the appointment as a
 * calendar file, behind the same id and confirm code as its manage page. A browser opens it as
 * a plain link (the element's "Add to calendar"), which carries no X-Vendor header, so the
 * vendor comes from the `vendor` query parameter like a hosted page's.
 */
import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { findAppointmentWithCode } from "../../appointments/appointment-repository.js";
import { appointmentCalendar } from "../../appointments/appointment-calendar.js";
import { ApiError, notFound } from "../../http/api-error.js";
import { docSchema, fileResponse } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { findPageVendor } from "../../hosted/page-vendor.js";
import { readPageOptions, type PageQuery } from "../../hosted/page-query.js";
import { loadTranslations, pick } from "../../i18n/translations.js";
import { joinAddress } from "../../locations/location-view.js";
import { vendorSite } from "../../hosted/vendor-page-url.js";
import { appointmentManageLink } from "../../notifications/manage-link.js";
import { IdSchema } from "../open/queue-appointments.js";
import { codeReadLimit } from "../../http/code-read-limit.js";

const CalendarQuerySchema = v.object({
  code: v.pipe(v.string(), v.maxLength(64)),
  vendor: v.optional(v.pipe(v.string(), v.maxLength(63))),
  lang: v.optional(v.pipe(v.string(), v.maxLength(20))),
});

export const appointmentCalendarRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string }; Querystring: PageQuery }>(
    "/api/v3/open/appointments/:id/calendar.ics",
    {
      // One allowance with the other reads by id and code, so codes cannot be guessed through it.
      config: codeReadLimit(app.ctx.config),
      schema: {
        tags: ["open"],
        summary: "A booked appointment as a calendar (.ics) file",
        querystring: docSchema(CalendarQuerySchema),
        response: { 200: fileResponse("text/calendar", "An iCalendar file (RFC 5545)") },
      },
    },
    async (request, reply) => {
      const id = parseWith(IdSchema, request.params.id);
      // The vendor first, as a page finds it: one that cannot exist (a NUL in ?vendor=) is unknown, 404.
      const vendor = await findPageVendor(app.ctx, request);
      if (!vendor) throw new ApiError(404, "vendor_not_found", "Unknown vendor");
      const query = parseWith(CalendarQuerySchema, request.query);
      const row = await findAppointmentWithCode(app.ctx.db, vendor.id, id, query.code);
      if (!row) throw notFound("appointment_not_found", "No appointment with this id and code");
      const { locale } = readPageOptions(request.query, request.headers["accept-language"], vendor.settings.client_view.available_languages);
      const [location, service] = await Promise.all([
        app.ctx.db.selectFrom("locations").selectAll().where("id", "=", row.location_id).executeTakeFirstOrThrow(),
        app.ctx.db.selectFrom("services").selectAll().where("id", "=", row.service_id).executeTakeFirstOrThrow(),
      ]);
      const [locationTexts, serviceTexts] = await Promise.all([
        loadTranslations(app.ctx.db, "location", [location.id], locale),
        loadTranslations(app.ctx.db, "service", [service.id], locale),
      ]);
      const address = joinAddress({ ...location, address: pick(locationTexts.get(location.id), "address", location.address) });
      const ics = appointmentCalendar({
        appointment: row,
        location,
        locationName: pick(locationTexts.get(location.id), "name", location.name) || address,
        address,
        serviceName: pick(serviceTexts.get(service.id), "name", service.name),
        manageUrl: appointmentManageLink(app.ctx.config.publicUrl, vendorSite(vendor), row.id, row.confirm_code, locale),
        locale,
      });
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="appointment-${row.id}.ics"`)
        .header("cache-control", "no-store")
        .send(ics);
    },
  );
};
