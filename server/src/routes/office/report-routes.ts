/**
 * Reports for the vendor's managers and admins (docs/reports.md), all with the same query
 * (`from`, `to`, optional `location`, `service`, `staff`):
 * - `GET /reports`: the report as JSON (`{data: ReportView}`);
 * - `GET /reports/{summary,locations,days,heatmap}.csv`: its tables as CSV files;
 * - `GET /exports/visits.csv`: the raw visits of the range, without personal data, streamed.
 * Every request first counts what finished since the last roll-up, so a report is never stale;
 * every CSV is recorded in the audit log (`export`).
 */
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { REPORT_CSV_TABLES, ReportQuerySchema, type ReportQuery, type ReportResponse, ReportResponseSchema } from "#contract";
import { actorOf, recordOfficeAudit } from "../../audit/office-audit.js";
import { docSchema, errorResponses, fileResponse } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import type { SessionPerson } from "../../office/sessions.js";
import { reportCsvTable } from "../../reports/report-csv.js";
import { buildReportView } from "../../reports/report-view.js";
import { requireManagerOf } from "../../reports/require-manager.js";
import { rollUpReports } from "../../reports/roll-up.js";
import { VISIT_COLUMNS, visitExportRows } from "../../reports/visit-export.js";

/**
 * Records through csv-stringify; a failure half-way (the database gone) destroys the answer, so
 * the download ends broken rather than looking complete.
 */
function csvStream(rows: Iterable<unknown[]> | AsyncIterable<unknown[]>, columns: string[]): Readable {
  return pipeline(Readable.from(rows), stringify({ header: true, columns }), () => {});
}

const CSV = fileResponse("text/csv", "A CSV file with a header row");

export const officeReportRoutes: FastifyPluginAsync = async (app) => {
  const querystring = docSchema(ReportQuerySchema);

  async function reportRequest(request: FastifyRequest): Promise<{ person: SessionPerson; query: ReportQuery; now: Date }> {
    const person = await requireManagerOf(app.ctx, request);
    const query = parseWith(ReportQuerySchema, request.query);
    const now = app.ctx.clock.now();
    await rollUpReports(app.ctx.db, { now, vendorId: person.vendorId });
    return { person, query, now };
  }

  async function recordExport(request: FastifyRequest, person: SessionPerson, target: string, query: ReportQuery, now: Date): Promise<void> {
    await recordOfficeAudit(
      app.ctx.db,
      { vendorId: person.vendorId, actor: actorOf(person), action: "export", target, detail: { ...query }, address: request.ip },
      now,
    );
  }

  function sendCsv(reply: FastifyReply, person: SessionPerson, name: string, query: ReportQuery, body: Readable) {
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${person.vendorSlug}-${name}-${query.from}-${query.to}.csv"`)
      .header("cache-control", "no-store")
      .send(body);
  }

  app.get(
    "/reports",
    {
      schema: {
        tags: ["office"],
        summary: "A report over a range of days (managers and admins)",
        security: [{ officeSession: [] }],
        querystring,
        response: { 200: { description: "The report", ...docSchema(ReportResponseSchema) }, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { person, query, now } = await reportRequest(request);
      const data = await buildReportView(app.ctx.db, person.vendorId, query, now);
      return reply.header("cache-control", "no-store").send({ data } satisfies ReportResponse);
    },
  );

  for (const table of REPORT_CSV_TABLES) {
    app.get(
      `/reports/${table}.csv`,
      {
        schema: {
          tags: ["office"],
          summary: `The report's ${table} table as a CSV file (managers and admins)`,
          security: [{ officeSession: [] }],
          querystring,
          response: { 200: CSV, ...errorResponses(401, 403, 422) },
        },
      },
      async (request, reply) => {
        const { person, query, now } = await reportRequest(request);
        const { columns, rows } = reportCsvTable(await buildReportView(app.ctx.db, person.vendorId, query, now), table);
        await recordExport(request, person, `${table}.csv`, query, now);
        return sendCsv(reply, person, table, query, csvStream(rows, columns));
      },
    );
  }

  app.get(
    "/exports/visits.csv",
    {
      schema: {
        tags: ["office"],
        summary: "The range's visits, without personal data, as a streamed CSV file (managers and admins)",
        security: [{ officeSession: [] }],
        querystring,
        response: { 200: CSV, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { person, query, now } = await reportRequest(request);
      await recordExport(request, person, "visits.csv", query, now);
      const rows = visitExportRows(app.ctx.db, { vendorId: person.vendorId, query });
      return sendCsv(reply, person, "visits", query, csvStream(rows, [...VISIT_COLUMNS]));
    },
  );
};
