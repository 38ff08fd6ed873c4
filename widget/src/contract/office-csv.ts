/**
 * CSV import and export of a vendor's locations and staff in the back office
 * (`GET`/`POST /api/v2/office/locations.csv` and `…/staff.csv`, docs/csv-import.md): the files'
 * columns and words, and what an import's preview answers. Shared by the server and the app.
 */
import * as v from "valibot";
import { FIELD_ERROR_CODES } from "./error-codes.js";
import { LOCALES } from "./locales.js";
import { DOCUMENT_WARNING_CODES } from "./vendor-document-warnings.js";

export const CSV_LISTS = ["locations", "staff"] as const;
export type CsvList = (typeof CSV_LISTS)[number];

/** Weekday columns in the order a week is read in most of the world (Monday first). */
export const CSV_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/** The locations file's columns, in the order the export writes them. */
export const LOCATION_CSV_COLUMNS: readonly string[] = [
  "key",
  "active",
  "external_id",
  "name",
  ...LOCALES.map((locale) => `name_${locale}`),
  "address",
  "city",
  "prov_state",
  "postal_zip",
  "country",
  "time_zone",
  "latitude",
  "longitude",
  "phone",
  "private",
  "services",
  ...CSV_WEEKDAYS,
];

/** The staff file's columns, in the order the export writes them. */
export const STAFF_CSV_COLUMNS: readonly string[] = ["key", "active", "full_name", "email", "role", "locations", "services", "meeting_methods", "languages"];

/** The `role` column's words for each role level (the level's number is read too). */
export const CSV_ROLE_NAMES: Readonly<Record<number, string>> = {
  5: "contact_centre",
  7: "kiosk",
  10: "staff",
  13: "staff_plus",
  15: "staff_advanced",
  20: "manager",
  30: "admin",
  50: "product_admin",
};

/** Words for meeting methods in the `services` and `meeting_methods` columns (the numbers are read too). */
export const CSV_MEETING_METHOD_NAMES: Readonly<Record<number, string>> = { 1: "in_person", 2: "phone", 3: "video", 4: "off_site" };

/** Codes of what is wrong with a file, a row or a cell (beside the document's own field codes). */
export const CSV_ERROR_CODES = [
  /** The file is neither UTF-8 nor UTF-16 with a byte order mark. */
  "not_utf8",
  /** The file cannot be read as CSV (a quote never closed, text after a closing quote). */
  "malformed",
  /** No header row. */
  "empty_file",
  "unknown_column",
  "duplicate_column",
  /** The header has no `key` column. */
  "missing_column",
  /** A row with more or fewer cells than the header. */
  "cell_count",
  /** The same key on two rows. */
  "duplicate_key",
  "not_a_number",
  "not_yes_or_no",
  /** Not an opening like `09:00-17:00` (or empty for closed). */
  "not_hours",
  /** Two openings in one day (`09:00-12:00;13:00-17:00`): a day has one opening and one closing time. */
  "split_hours",
  "unknown_role",
  "unknown_meeting_method",
  /** The import would deactivate the signed-in admin, or take their admin role away. */
  "own_account",
  /** A location to deactivate that staff members still work at. */
  "still_referenced",
] as const;
export type CsvErrorCode = (typeof CSV_ERROR_CODES)[number];

export const CSV_ABSENT = ["deactivate", "keep"] as const;
export type CsvAbsent = (typeof CSV_ABSENT)[number];

/** Where an error or a warning is in the file. Rows are numbered as a spreadsheet shows them: the header is row 1. */
const csvPlace = {
  /** null: the file as a whole, or an item of the document the file does not name. */
  row: v.nullable(v.number()),
  /** The column's header, or null. */
  column: v.nullable(v.string()),
  /** The key of the item concerned, when there is one. */
  key: v.nullable(v.string()),
  /** The vendor document's field, when the document's checks found it (e.g. `locations.12.timezone`). */
  field: v.nullable(v.string()),
};
export type CsvPlace = v.InferOutput<v.ObjectSchema<typeof csvPlace, undefined>>;

export const CsvRowErrorSchema = v.object({ ...csvPlace, code: v.picklist([...CSV_ERROR_CODES, ...FIELD_ERROR_CODES]), message: v.string() });
export type CsvRowError = v.InferOutput<typeof CsvRowErrorSchema>;

export const CsvImportWarningSchema = v.object({ ...csvPlace, code: v.picklist(DOCUMENT_WARNING_CODES), message: v.string() });
export type CsvImportWarning = v.InferOutput<typeof CsvImportWarningSchema>;

export const CsvFieldChangeSchema = v.object({ column: v.string(), old: v.string(), new: v.string() });
export type CsvFieldChange = v.InferOutput<typeof CsvFieldChangeSchema>;

/** What an import would do, and what is wrong with it. Nothing is written by a preview. */
export const CsvImportPreviewSchema = v.object({
  list: v.picklist(CSV_LISTS),
  /** The vendor document's ETag the preview was computed from: send it as `If-Match` to apply. */
  etag: v.string(),
  /** Whether items of the document absent from the file are deactivated (`absent=deactivate`, the default) or kept. */
  absent: v.picklist(CSV_ABSENT),
  /** Data rows read (blank rows left out). */
  rows: v.number(),
  /** New keys; `reactivated`: an item deactivated before, which comes back with its history. */
  added: v.array(v.object({ row: v.number(), key: v.string(), reactivated: v.boolean() })),
  changed: v.array(v.object({ row: v.number(), key: v.string(), fields: v.array(CsvFieldChangeSchema) })),
  /** `row` when the file says `active: no`; null when the item is absent from the file. */
  deactivated: v.array(v.object({ row: v.nullable(v.number()), key: v.string() })),
  /** Rows whose item stays as it is. */
  unchanged: v.number(),
  /** Any error refuses the whole import. */
  errors: v.array(CsvRowErrorSchema),
  /** The document's warnings after the import (`meta.warnings` of a write), placed in the file where they can be. */
  warnings: v.array(CsvImportWarningSchema),
});
export type CsvImportPreview = v.InferOutput<typeof CsvImportPreviewSchema>;

export const CsvImportPreviewResponseSchema = v.object({ data: CsvImportPreviewSchema });
export type CsvImportPreviewResponse = v.InferOutput<typeof CsvImportPreviewResponseSchema>;

/** The 422 answer of an import refused for its rows: nothing was written. */
export const CsvImportRefusalSchema = v.object({ code: v.literal("validation_failed"), message: v.string(), errors: v.array(CsvRowErrorSchema) });
export type CsvImportRefusal = v.InferOutput<typeof CsvImportRefusalSchema>;

const flag = v.picklist(["1", "0", "true", "false"]);

/** The import's query: `preview=1` answers what it would do; `absent=keep` leaves items missing from the file as they are. */
export const CsvImportQuerySchema = v.strictObject({
  preview: v.optional(flag),
  absent: v.optional(v.picklist(CSV_ABSENT), "deactivate"),
});
