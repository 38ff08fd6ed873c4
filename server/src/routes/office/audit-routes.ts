/**
 * The audit log, for the vendor's admins only (docs/audit-log.md), with the same filters
 * (`from`, `to` as UTC days, `action`, `staff`):
 * - `GET /audit`: a page of entries, newest first (`before`, `limit`; `meta.next_before`);
 * - `GET /audit.csv`: every matching entry as a streamed CSV file; the export is itself recorded.
 * There is no route that changes or deletes an entry: any other method on these URLs is a 404.
 */
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyPluginAsync } from "fastify";
import { AUDIT_ACTIONS, AUDIT_CSV_COLUMNS, AUDIT_PAGE_DEFAULT, type AuditEntry, AuditQuerySchema, type AuditResponse, AuditResponseSchema } from "#contract";
import { auditCsvRow } from "../../audit/audit-csv.js";
import { actorOf, recordOfficeAudit } from "../../audit/office-audit.js";
import { allAuditEntries, readAuditPage } from "../../audit/read-audit.js";
import { docSchema, errorResponses, fileResponse } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { requireAdminOf } from "../../office/require-admin.js";

export const officeAuditRoutes: FastifyPluginAsync = async (app) => {
  const querystring = docSchema(AuditQuerySchema);

  app.get(
    "/audit",
    {
      schema: {
        tags: ["office"],
        summary: "The audit log, newest first, a page at a time (admins)",
        security: [{ officeSession: [] }],
        querystring,
        response: {
          200: { description: "A page of entries, newest first, and the next page's `before`", ...docSchema(AuditResponseSchema) },
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const person = await requireAdminOf(app.ctx, request, false);
      const { before, limit = AUDIT_PAGE_DEFAULT, ...filters } = parseWith(AuditQuerySchema, request.query);
      // One more than asked tells whether there is a next page without counting.
      const rows = await readAuditPage(app.ctx.db, person.vendorId, filters, { before, limit: limit + 1 });
      const data = rows.slice(0, limit);
      const last = data.at(-1);
      const answer: AuditResponse = { data, meta: { next_before: rows.length > limit && last ? last.id : null, actions: [...AUDIT_ACTIONS] } };
      return reply.header("cache-control", "no-store").send(answer);
    },
  );

  app.get(
    "/audit.csv",
    {
      schema: {
        tags: ["office"],
        summary: "The audit log as a CSV file, newest first; the export is recorded (admins)",
        security: [{ officeSession: [] }],
        querystring,
        response: { 200: fileResponse("text/csv", `A CSV file: ${AUDIT_CSV_COLUMNS.join(", ")}`), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const person = await requireAdminOf(app.ctx, request, false);
      const { before: _before, limit: _limit, ...filters } = parseWith(AuditQuerySchema, request.query);
      const now = app.ctx.clock.now();
      // Recorded first, so the file includes its own export.
      await recordOfficeAudit(
        app.ctx.db,
        { vendorId: person.vendorId, actor: actorOf(person), action: "export", target: "audit.csv", detail: { ...filters }, address: request.ip },
        now,
      );
      const entries = allAuditEntries(app.ctx.db, person.vendorId, filters);
      const rows = (async function* () {
        for await (const entry of entries as AsyncIterable<AuditEntry>) yield auditCsvRow(entry);
      })();
      // A failure half-way (the database gone) destroys the answer: the download ends broken rather than looking complete.
      const body = pipeline(Readable.from(rows), stringify({ header: true, columns: [...AUDIT_CSV_COLUMNS] }), () => {});
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${person.vendorSlug}-audit-${now.toISOString().slice(0, 10)}.csv"`)
        .header("cache-control", "no-store")
        .send(body);
    },
  );
};
