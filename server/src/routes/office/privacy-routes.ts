/**
 * Access and erasure on a client's request, for the vendor's admins only (docs/privacy.md):
 * - `GET /privacy/clients?email=…|phone=…`: every client of the vendor matching, with each of
 *   their visits and bookings (empty lists when none match);
 * - `GET /privacy/export?…`: the same as a JSON file, recorded in the audit log (`privacy.export`);
 * - `POST /privacy/erasures` `{email}|{phone}`: erases them all and answers the receipt, recorded
 *   in the audit log (`privacy.erasure`); 409 `client_has_active_visits` while a visit is under way.
 * The audit log names clients by id, never by the email or phone asked for.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  PrivacyErasureBodySchema,
  type PrivacyErasureResponse,
  PrivacyErasureResponseSchema,
  PrivacyLookupQuerySchema,
  type PrivacyLookupResponse,
  PrivacyLookupResponseSchema,
} from "#contract";
import { actorOf, recordOfficeAudit } from "../../audit/office-audit.js";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { requireAdminOf } from "../../office/require-admin.js";
import { clientRecords } from "../../privacy/client-records.js";
import { eraseClients } from "../../privacy/erase-clients.js";
import { findClients } from "../../privacy/find-clients.js";

const RECORDS = docSchema(PrivacyLookupResponseSchema);

export const officePrivacyRoutes: FastifyPluginAsync = async (app) => {
  async function lookUp(request: FastifyRequest) {
    const person = await requireAdminOf(app.ctx, request, false);
    const lookup = parseWith(PrivacyLookupQuerySchema, request.query);
    const clients = await findClients(app.ctx.db, person.vendorId, lookup);
    return { person, data: await clientRecords(app.ctx.db, person.vendorId, clients) };
  }

  app.get(
    "/privacy/clients",
    {
      schema: {
        tags: ["office"],
        summary: "A client's visits and bookings, found by email or phone (admins)",
        security: [{ officeSession: [] }],
        querystring: docSchema(PrivacyLookupQuerySchema),
        response: { 200: { description: "The matching clients, their visits and bookings", ...RECORDS }, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { data } = await lookUp(request);
      return reply.header("cache-control", "no-store").send({ data } satisfies PrivacyLookupResponse);
    },
  );

  app.get(
    "/privacy/export",
    {
      schema: {
        tags: ["office"],
        summary: "The same as a JSON file to hand to the client; recorded in the audit log (admins)",
        security: [{ officeSession: [] }],
        querystring: docSchema(PrivacyLookupQuerySchema),
        response: { 200: { description: "The same records, as a file", ...RECORDS }, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { person, data } = await lookUp(request);
      const now = app.ctx.clock.now();
      const clientIds = data.clients.map((client) => client.id);
      await recordOfficeAudit(
        app.ctx.db,
        {
          vendorId: person.vendorId,
          actor: actorOf(person),
          action: "privacy.export",
          target: `client:${clientIds.join(",")}`,
          detail: { client_ids: clientIds, clients: data.clients.length, visits: data.visits.length, bookings: data.bookings.length },
          address: request.ip,
        },
        now,
      );
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${person.vendorSlug}-client-data-${now.toISOString().slice(0, 10)}.json"`)
        .send({ data } satisfies PrivacyLookupResponse);
    },
  );

  app.post(
    "/privacy/erasures",
    {
      schema: {
        tags: ["office"],
        summary: "Erase every visit and booking of the clients matching an email or phone, with a receipt (admins)",
        security: [{ officeSession: [], officeCsrf: [] }],
        body: docSchema(PrivacyErasureBodySchema),
        response: { 200: { description: "What was erased, in counts", ...docSchema(PrivacyErasureResponseSchema) }, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const person = await requireAdminOf(app.ctx, request, true);
      const lookup = parseWith(PrivacyErasureBodySchema, request.body);
      const receipt = await eraseClients(app.ctx.db, {
        vendorId: person.vendorId,
        lookup,
        actor: actorOf(person),
        address: request.ip,
        now: app.ctx.clock.now(),
      });
      return { data: receipt } satisfies PrivacyErasureResponse;
    },
  );
};
