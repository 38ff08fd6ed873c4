/**
 * The booking flow's read calls: `GET /api/v3/open/booking/services`, `…/locations`,
 * `…/staff` and `…/timeslots`. A valid `invite` code also lists invite-only services and staff
 * and private locations. Times are UTC instants, each start also on the location's clock
 * (`start_local`); `date`s are local days of the location.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  type BookingLocationsAnswer,
  BookingLocationsAnswerSchema,
  BookingLocationsQuerySchema,
  type BookingServicesAnswer,
  BookingServicesAnswerSchema,
  BookingServicesQuerySchema,
  type BookingStaffAnswer,
  BookingStaffAnswerSchema,
  BookingStaffQuerySchema,
  MeetingMethod,
  TimeslotsAnswerSchema,
  TimeslotsQuerySchema,
  type TimeslotsAnswer,
} from "#contract";
import { listBookableLocations, listBookableServices, listBookableStaff } from "../../appointments/booking-catalog.js";
import { resolveBookingTarget } from "../../appointments/booking-target.js";
import { bookingWindow } from "../../appointments/booking-window.js";
import { invitationValid } from "../../appointments/invitation.js";
import { loadAvailability } from "../../appointments/load-availability.js";
import { dateRange } from "../../appointments/local-dates.js";
import { localTime } from "../../locations/local-time.js";
import { validationFailed } from "../../http/api-error.js";
import { docSchema } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";

type QueryRequest = FastifyRequest<{ Querystring: Record<string, string> }>;

/** The staff step exists only when the vendor shows the staff picker. */
export function assertStaffPicker(request: FastifyRequest, staffId: number | null | undefined): void {
  if (staffId == null || request.vendor.settings.client_view.show_staff_picker) return;
  throw validationFailed([{ field: "staff_id", code: "invalid_value", message: "This vendor does not let clients choose the staff member" }]);
}

export const bookingReadRoutes: FastifyPluginAsync = async (app) => {
  // Reads that try an invitation code are limited like reads by confirm code, so codes cannot
  // be guessed fast; ordinary browsing of times is not limited.
  const inviteLimit = {
    rateLimit: {
      max: app.ctx.config.rateLimitPerMinute * 5,
      timeWindow: 60_000,
      allowList: (request: FastifyRequest) => !(request.query as { invite?: unknown }).invite,
    },
  };
  type Schema = Parameters<typeof docSchema>[0];
  const doc = (summary: string, querystring: Schema, answer: { description: string; schema: Schema }) => ({
    config: inviteLimit,
    schema: {
      tags: ["open"],
      summary,
      querystring: docSchema(querystring),
      response: { 200: { description: answer.description, ...docSchema(answer.schema) } },
    },
  });

  app.get(
    "/api/v3/open/booking/services",
    doc("Services that can be booked, at a location or anywhere", BookingServicesQuerySchema, {
      description: "The services, each with its meeting methods",
      schema: BookingServicesAnswerSchema,
    }),
    async (request: QueryRequest): Promise<BookingServicesAnswer> => {
      const query = parseWith(BookingServicesQuerySchema, request.query);
      const invited = invitationValid(request.vendor, query.invite);
      return { data: await listBookableServices(app.ctx.db, request.vendor, { locationId: query.location_id, invited, locale: request.locale }) };
    },
  );

  app.get(
    "/api/v3/open/booking/locations",
    doc("Locations where a service can be booked", BookingLocationsQuerySchema, {
      description: "The locations",
      schema: BookingLocationsAnswerSchema,
    }),
    async (request: QueryRequest): Promise<BookingLocationsAnswer> => {
      const query = parseWith(BookingLocationsQuerySchema, request.query);
      const invited = invitationValid(request.vendor, query.invite);
      const meetingMethod = query.meeting_method ?? MeetingMethod.inPerson;
      return { data: await listBookableLocations(app.ctx.db, request.vendor, { serviceId: query.service_id, meetingMethod, invited, locale: request.locale }) };
    },
  );

  app.get(
    "/api/v3/open/booking/staff",
    doc("Staff a client may choose for a service at a location", BookingStaffQuerySchema, {
      description: "The staff members",
      schema: BookingStaffAnswerSchema,
    }),
    async (request: QueryRequest): Promise<BookingStaffAnswer> => {
      const query = parseWith(BookingStaffQuerySchema, request.query);
      const invited = invitationValid(request.vendor, query.invite);
      const meetingMethod = query.meeting_method ?? MeetingMethod.inPerson;
      return {
        data: await listBookableStaff(app.ctx.db, request.vendor, { locationId: query.location_id, serviceId: query.service_id, meetingMethod, invited }),
      };
    },
  );

  app.get(
    "/api/v3/open/booking/timeslots",
    doc("Free start times per local day, for one staff member or anyone", TimeslotsQuerySchema, {
      description: "The free start times of each day, and the booking window",
      schema: TimeslotsAnswerSchema,
    }),
    async (request: QueryRequest): Promise<TimeslotsAnswer> => {
      const query = parseWith(TimeslotsQuerySchema, request.query);
      assertStaffPicker(request, query.staff_id);
      const invited = invitationValid(request.vendor, query.invite);
      const check = await resolveBookingTarget(app.ctx.db, request.vendor, {
        locationId: query.location_id,
        serviceId: query.service_id,
        meetingMethod: query.meeting_method ?? MeetingMethod.inPerson,
        invited,
      });
      if (!check.ok) throw validationFailed(check.errors);
      const { location, service, meetingMethod } = check.target;
      const now = app.ctx.clock.now();
      const from = query.from ?? bookingWindow(request.vendor.settings.client_view, location.timezone, now).firstDate;
      const dates = from ? dateRange(from, query.days ?? 7) : [];
      const availability = await loadAvailability(app.ctx.db, {
        vendor: request.vendor,
        location,
        service,
        meetingMethod,
        invited,
        staffId: query.staff_id,
        dates,
        now,
      });
      return {
        data: {
          timezone: availability.timezone,
          days: availability.days.map((day) => ({
            date: day.date,
            slots: day.slots.map((s) => ({
              start: new Date(s.start).toISOString(),
              end: new Date(s.end).toISOString(),
              start_local: localTime(s.start, availability.timezone),
              staff_ids: s.staffIds,
            })),
          })),
        },
        meta: { first_date: availability.window.firstDate, last_date: availability.window.lastDate, duration_minutes: availability.durationMinutes },
      };
    },
  );
};
