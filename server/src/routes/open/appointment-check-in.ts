/**
 * A booked client checks in (arrived):
 * - `POST /api/v3/open/appointments/{id}/check-in` `{code}` — "I have arrived" on the manage page,
 *   near the time only (check-in.ts); answers the appointment as the manage page reads it;
 * - `POST /api/v3/open/locations/{id}/check-in` `{confirm_code}` — a kiosk in the lobby finds the
 *   location's booking of today with that code; answers what the kiosk greets the client with.
 * Both are writes (CSRF token, rate limited). A wrong code answers 404 `appointment_not_found`;
 * a booking that cannot be checked in, 409 `not_in_person`, `already_checked_in`,
 * `appointment_not_confirmed` or `check_in_not_open`.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { ClientCheckInSchema, KioskCheckInResponseSchema, KioskCheckInSchema, LocationIdSchema, type KioskCheckInResponse } from "#contract";
import { findAppointmentWithCode } from "../../appointments/appointment-repository.js";
import { appointmentDocument } from "../../appointments/appointment-view.js";
import { publishAppointmentChanges } from "../../appointments/appointment-events.js";
import { checkInAppointment, checkInRefusal, clientCheckInWindow, kioskCheckInWindow } from "../../appointments/check-in.js";
import { localDate, nextDate, startOfDate } from "../../appointments/local-dates.js";
import { localTime } from "../../locations/local-time.js";
import type { AppointmentRow } from "../../db/schema.js";
import { afterCommitFailed } from "../../http/after-commit.js";
import { notFound } from "../../http/api-error.js";
import { codeTryGuard } from "../../http/code-read-limit.js";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { APPOINTMENT_DOC } from "./appointments.js";
import { parseWith } from "../../http/validate.js";
import { LocalizedTexts, loadTranslations } from "../../i18n/translations.js";
import { findLocation } from "../../locations/location-repository.js";
import { confirmCodeMatches } from "../../queue-appointments/confirm-code.js";
import { CLIENT_ACTOR, KIOSK_ACTOR } from "../../staff/staff-audit.js";
import { IdSchema, parseBody } from "./queue-appointments.js";

const missing = () => notFound("appointment_not_found", "No appointment with this id and code");

export const appointmentCheckInRoutes: FastifyPluginAsync = async (app) => {
  const writeLimit = { rateLimit: { max: app.ctx.config.rateLimitPerMinute, timeWindow: 60_000 } };
  // Both check-ins take a confirm code: they spend the allowance of every route that does.
  const codeTry = codeTryGuard(app);

  /** Publishes a check-in; it stands, so a failure to tell is logged, not answered. */
  const published = (request: FastifyRequest, row: AppointmentRow) =>
    publishAppointmentChanges(app.ctx, [row]).catch(afterCommitFailed(request, app.ctx.bus, "publishing a check-in"));

  app.post<{ Params: { id: string } }>(
    "/api/v3/open/appointments/:id/check-in",
    {
      config: writeLimit,
      schema: {
        tags: ["open"],
        summary: "I have arrived: check in for an in-person appointment near its time",
        description:
          "From `check_in_minutes_before` the start until `no_show_grace_minutes` after it (the appointment's `check_in_from`). " +
          "409 `not_in_person`, `already_checked_in`, `appointment_not_confirmed`, `check_in_not_open`.",
        body: docSchema(ClientCheckInSchema),
        response: { 200: { description: "The appointment, checked in", ...APPOINTMENT_DOC }, ...errorResponses(409) },
      },
      preHandler: codeTry,
    },
    async (request) => {
      const id = parseWith(IdSchema, request.params.id);
      const { code } = parseBody(ClientCheckInSchema, request.body);
      const { vendor } = request;
      const row = await findAppointmentWithCode(app.ctx.db, vendor.id, id, code);
      if (!row) throw missing();
      const now = app.ctx.clock.now();
      const refusal = checkInRefusal(row, clientCheckInWindow(row, vendor), now);
      if (refusal) throw refusal;
      await checkInAppointment(app.ctx.db, row, CLIENT_ACTOR, now);
      await published(request, row);
      return appointmentDocument(app.ctx.db, vendor, row.id, request.locale, now);
    },
  );

  app.post<{ Params: { id: string } }>(
    "/api/v3/open/locations/:id/check-in",
    {
      config: writeLimit,
      schema: {
        tags: ["open"],
        summary: "Kiosk check-in: the location's booking of today with this confirmation code",
        description:
          "Open from the start of the booking's day until `no_show_grace_minutes` after its start. Answers the client's first name, " +
          "the time, the staff member and the service, for the kiosk to greet them.",
        body: docSchema(KioskCheckInSchema),
        response: { 200: { description: "The greeting of the client checked in", ...docSchema(KioskCheckInResponseSchema) }, ...errorResponses(409) },
      },
      preHandler: codeTry,
    },
    async (request): Promise<KioskCheckInResponse> => {
      const { vendor } = request;
      const location = await findLocation(app.ctx.db, vendor.id, parseWith(LocationIdSchema, request.params.id), app.ctx.reportUnservable);
      if (!location) throw notFound("location_not_found", "No such location");
      const { confirm_code } = parseBody(KioskCheckInSchema, request.body);
      const now = app.ctx.clock.now();
      const today = localDate(now, location.timezone);
      const rows = await app.ctx.db
        .selectFrom("appointments")
        .selectAll()
        .where("location_id", "=", location.id)
        .where("starts_at", ">=", new Date(startOfDate(today, location.timezone)).toISOString())
        .where("starts_at", "<", new Date(startOfDate(nextDate(today), location.timezone)).toISOString())
        .orderBy("starts_at")
        .execute();
      const row = rows.find((r) => confirmCodeMatches(r.confirm_code, confirm_code));
      if (!row) throw notFound("appointment_not_found", "No appointment today with this confirmation code");
      const refusal = checkInRefusal(row, kioskCheckInWindow(row, vendor), now);
      if (refusal) throw refusal;
      await checkInAppointment(app.ctx.db, row, KIOSK_ACTOR, now);
      await published(request, row);
      return kioskGreeting(request, row, now);
    },
  );

  async function kioskGreeting(request: FastifyRequest, row: AppointmentRow, now: Date): Promise<KioskCheckInResponse> {
    const [client, service, staff, texts] = await Promise.all([
      app.ctx.db.selectFrom("clients").select("first_name").where("id", "=", row.client_id).executeTakeFirstOrThrow(),
      app.ctx.db.selectFrom("services").select(["id", "name"]).where("id", "=", row.service_id).executeTakeFirstOrThrow(),
      app.ctx.db.selectFrom("staff_users").select("full_name").where("id", "=", row.staff_id).executeTakeFirstOrThrow(),
      loadTranslations(app.ctx.db, "service", [row.service_id], request.locale),
    ]);
    const serviceTexts = new LocalizedTexts(texts.get(service.id), request.locale, request.vendor.settings.text_language);
    return {
      data: {
        id: row.id,
        type: "check-ins",
        attributes: {
          first_name: client.first_name,
          start: row.starts_at,
          timezone: row.timezone,
          start_local: localTime(row.starts_at, row.timezone),
          checked_in_at: now.toISOString(),
          service: { id: service.id, name: serviceTexts.pick("name", service.name), ...serviceTexts.textLang() },
          staff: { full_name: staff.full_name },
        },
      },
    };
  }
};
