/**
 * CSV files of the vendor's locations and staff, for its admins (docs/csv-import.md):
 * - `GET /api/v2/office/{locations,staff}.csv`: the list as a file, with the document's ETag;
 * - `POST …?preview=1` (a `text/csv` body): what importing it would add, change and deactivate,
 *   its errors by row and column, the document's warnings, and the ETag it was computed from;
 *   nothing is written;
 * - `POST …` with `If-Match` (428 without, 412 once the document changed): the same import
 *   written in one document write, through the checks of every write; any error refuses it
 *   whole (422 with the row errors) and nothing changes.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import * as v from "valibot";
import { AdminVendorResponseSchema } from "#contract/admin-vendor-answer";
import {
  CSV_LISTS,
  type CsvImportPreviewResponse,
  CsvImportPreviewResponseSchema,
  type CsvImportRefusal,
  CsvImportRefusalSchema,
  CsvImportQuerySchema,
  type CsvList,
  type CsvRowError,
} from "#contract";
import { actorOf } from "../../audit/office-audit.js";
import { ApiError } from "../../http/api-error.js";
import { docSchema, errorResponses, fileResponse, headerParams } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { csvListSpec } from "../../office/csv/csv-lists.js";
import { type CsvRow, readCsvFile } from "../../office/csv/csv-file.js";
import { exportCsv } from "../../office/csv/export-csv.js";
import { type ImportOptions, planCsvImport } from "../../office/csv/plan-csv-import.js";
import { requireAdminOf } from "../../office/require-admin.js";
import type { SessionPerson } from "../../office/sessions.js";
import { timeSlicer } from "../../time/time-slices.js";
import { currentVendorDocument } from "../../vendors/vendor-document-store.js";
import { DOCUMENT_ETAG } from "../admin/vendor.js";
import { answerDocumentWrite, writeConditions, writeResponses } from "../admin/vendor-document-write.js";

/** An import refused for its rows, thrown inside the document's write so that it rolls back. */
class CsvImportRefused extends Error {
  constructor(readonly errors: CsvRowError[]) {
    super("refused");
  }
}

const CSV_TYPES = ["text/csv", "application/csv"];

/** Documentation of an import's answers, from the contract's schemas. */
const IMPORT_RESPONSES: Record<number, object> = {
  ...writeResponses(401, 403, 412, 413, 415, 428),
  200: {
    description:
      "preview=1: what the import would do (list, etag, absent, rows, added, changed, deactivated, unchanged, errors, warnings). " +
      "Else: written, the answer of a document PATCH (the vendor, meta.changes, meta.warnings, the new ETag).",
    ...docSchema(v.union([CsvImportPreviewResponseSchema, AdminVendorResponseSchema])),
  },
  422: {
    description:
      "The file has errors (validation_failed): errors lists each with its row, column, key, code and message; nothing was written. " +
      "A query the route does not take is the usual validation_failed, its errors by field.",
    anyOf: [docSchema(CsvImportRefusalSchema), errorResponses(422)[422]],
  },
};

const refusal = (errors: CsvRowError[]): CsvImportRefusal => ({
  code: "validation_failed",
  message: `${errors.length} error${errors.length === 1 ? "" : "s"} in the file: nothing was imported`,
  errors,
});

export const officeCsvRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(CSV_TYPES, { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  /** The file of a request, or a 422 naming what keeps it from being read. */
  async function fileOf(request: FastifyRequest): Promise<{ header: string[]; rows: CsvRow[] }> {
    if (!Buffer.isBuffer(request.body)) throw new ApiError(415, "unsupported_media_type", "Send the file as text/csv");
    const file = await readCsvFile(request.body, timeSlicer());
    if (!file.ok) throw new CsvImportRefused([file.error]);
    return file;
  }

  async function selfKeyOf(person: SessionPerson): Promise<string | undefined> {
    const row = await app.ctx.db.selectFrom("staff_users").select("key").where("id", "=", person.staffId).executeTakeFirst();
    return row?.key;
  }

  async function inactiveKeys(list: CsvList, vendorId: number): Promise<Set<string>> {
    const rows = await app.ctx.db
      .selectFrom(list === "locations" ? "locations" : "staff_users")
      .select("key")
      .where("vendor_id", "=", vendorId)
      .where("active", "=", 0)
      .execute();
    return new Set(rows.map((r) => r.key));
  }

  for (const list of CSV_LISTS) {
    const spec = csvListSpec(list);

    app.get(
      `/${list}.csv`,
      {
        schema: {
          tags: ["office"],
          summary: `The vendor's ${list} as a CSV file, for its admins (docs/csv-import.md)`,
          security: [{ officeSession: [] }],
          response: {
            200: fileResponse("text/csv", "The file, with the document's ETag", DOCUMENT_ETAG),
            ...errorResponses(401, 403),
          },
        },
      },
      async (request, reply) => {
        const person = await requireAdminOf(app.ctx, request, false);
        const current = await currentVendorDocument(app.ctx.db, person.vendorId);
        const day = app.ctx.clock.now().toISOString().slice(0, 10);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${person.vendorSlug}-${list}-${day}.csv"`)
          .header("cache-control", "no-store")
          .header("ETag", current.etag)
          .send(await exportCsv(spec, current.doc, timeSlicer()));
      },
    );

    app.post(
      `/${list}.csv`,
      {
        // A file of thousands of rows is large: taken up to ADMIN_BODY_LIMIT, from a signed-in admin only.
        bodyLimit: app.ctx.config.adminBodyLimit,
        onRequest: async (request) => {
          await requireAdminOf(app.ctx, request, true);
        },
        schema: {
          tags: ["office"],
          summary: `Import the vendor's ${list} from a CSV file: preview=1 shows what it would do, else If-Match writes it`,
          security: [{ officeSession: [], officeCsrf: [] }],
          querystring: docSchema(CsvImportQuerySchema),
          headers: headerParams({ "if-match": "The ETag of the preview (required to write; 428 without, 412 when the document changed since)." }),
          response: IMPORT_RESPONSES,
        },
      },
      async (request, reply) => {
        const person = await requireAdminOf(app.ctx, request, true);
        const query = parseWith(CsvImportQuerySchema, request.query);
        const preview = query.preview === "1" || query.preview === "true";
        const conditions = writeConditions(request);
        if (!preview && !conditions.ifMatch) {
          throw new ApiError(428, "precondition_required", "Send If-Match: the ETag of the preview the import was checked with");
        }
        const now = app.ctx.clock.now();
        const options: ImportOptions = { absent: query.absent, selfKey: list === "staff" ? await selfKeyOf(person) : undefined, now };
        try {
          const file = await fileOf(request);
          if (preview) {
            const current = await currentVendorDocument(app.ctx.db, person.vendorId);
            const withKeys = { ...options, inactiveKeys: await inactiveKeys(list, person.vendorId) };
            const plan = await planCsvImport(spec, current.doc, file, withKeys, timeSlicer());
            const answer: CsvImportPreviewResponse = { data: { list, etag: current.etag, ...plan.preview } };
            return reply.header("cache-control", "no-store").header("ETag", current.etag).send(answer);
          }
          const by = { actor: actorOf(person), source: "csv", csv: list, address: request.ip } as const;
          return await answerDocumentWrite(
            app,
            reply,
            person.vendorSlug,
            {
              create: false,
              ...conditions,
              async next(current) {
                if (!current) throw new Error("the vendor of a session has a document");
                const plan = await planCsvImport(spec, current, file, options, timeSlicer());
                if (!plan.doc) throw new CsvImportRefused(plan.preview.errors);
                return plan.doc;
              },
            },
            by,
          );
        } catch (error) {
          if (error instanceof CsvImportRefused) return reply.status(422).send(refusal(error.errors));
          throw error;
        }
      },
    );
  }
};
