/**
 * A vendor for the CSV import and export tests, with an admin and a staff member signed in to
 * the back office, and the CSV calls as that admin. Its cells hold what a CSV file makes hard:
 * commas, quotes and line breaks, a formula-looking name, a phone starting with +, negative
 * coordinates, translations, and a location no staff member works at (free to deactivate).
 */
import type { LightMyRequestResponse } from "fastify";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { CsvList, VendorDocument, VendorDocumentInput } from "#contract";
import { putDocument } from "./admin-document.js";
import { giveAccount, type OfficeSession, signIn } from "./office-session.js";
import { sampleVendorDocument } from "./sample-vendor-document.js";
import type { TestServer } from "./test-server.js";

export const CSV_VENDOR = "csvco";
const PASSWORD = "correct horse battery staple";
export const ADMIN_EMAIL = "ada@csvco.example";
const STAFF_EMAIL = "mere@csvco.example";

export function csvVendorDocument(): VendorDocumentInput {
  const doc = sampleVendorDocument();
  const [quay, ponsonby] = doc.locations;
  return {
    ...doc,
    name: "CSV Bike Co",
    locations: [
      {
        ...quay,
        name: '=HYPERLINK("https://evil.example")',
        phone: "+64 9 555 0100",
        translations: { es: { name: "Calle del Muelle" }, fr: { address: "1 rue du Quai" } },
      },
      { ...ponsonby, address: 'Unit 2, "The Yard"\n20 Ponsonby Road' },
      {
        key: "wharf",
        name: "Wharf, North",
        address: "3 Wharf Road",
        country: "NZ",
        coordinates: { lat: -36.84, lng: 174.76 },
        timezone: "Pacific/Auckland",
        hours: { friday: { open: "08:30", close: "12:00" } },
        services: [],
        time_off: [{ start: "2026-12-24T00:00", end: "2026-12-27T00:00", reason: "Christmas" }],
      },
    ],
    staff: [
      { ...doc.staff[0], email: STAFF_EMAIL },
      doc.staff[1],
      { key: "ada", full_name: "Ada Park", email: ADMIN_EMAIL, role_level: 30, locations: ["quay"], meeting_methods: [1, 2, 3], languages: ["en", "ko"] },
    ],
  };
}

export interface CsvVendor {
  slug: string;
  admin: OfficeSession;
  /** A staff member (role 10) signed in: refused everywhere here. */
  staff: OfficeSession;
}

/** Creates the vendor `slug` (each test its own) and signs its admin and a staff member in. */
export async function createCsvVendor(server: TestServer, slug = CSV_VENDOR, doc = csvVendorDocument()): Promise<CsvVendor> {
  const put = await putDocument(server, slug, doc);
  if (put.statusCode !== 201) throw new Error(`vendor not created: ${put.statusCode} ${put.body}`);
  await giveAccount(server, { vendor: slug, key: "ada", email: ADMIN_EMAIL, password: PASSWORD });
  await giveAccount(server, { vendor: slug, key: "mere", email: STAFF_EMAIL, password: PASSWORD });
  return {
    slug,
    admin: await signIn(server, { vendor: slug, email: ADMIN_EMAIL, password: PASSWORD }),
    staff: await signIn(server, { vendor: slug, email: STAFF_EMAIL, password: PASSWORD }),
  };
}

/** The vendor's document as its admin reads it, and its ETag. */
export async function officeDocument(server: TestServer, who: OfficeSession): Promise<{ doc: VendorDocument; etag: string }> {
  const res = await server.app.inject({ method: "GET", url: "/api/v2/office/document", headers: { cookie: who.cookie } });
  if (res.statusCode !== 200) throw new Error(`document not read: ${res.statusCode} ${res.body}`);
  return { doc: res.json() as VendorDocument, etag: String(res.headers.etag) };
}

const url = (list: CsvList, query = "") => `/api/v2/office/${list}.csv${query}`;

export const exportCsv = (server: TestServer, who: OfficeSession, list: CsvList): Promise<LightMyRequestResponse> =>
  server.app.inject({ method: "GET", url: url(list), headers: { cookie: who.cookie } });

/** `POST …?preview=1` of a file (text, or bytes as they are). */
export const previewCsv = (server: TestServer, who: OfficeSession, list: CsvList, body: string | Buffer, query = ""): Promise<LightMyRequestResponse> =>
  server.app.inject({ method: "POST", url: url(list, `?preview=1${query}`), headers: { ...who.headers, "content-type": "text/csv" }, payload: body });

/** `POST …` of a file over the version `etag` (none: no If-Match). */
export const importCsv = (
  server: TestServer,
  who: OfficeSession,
  list: CsvList,
  body: string | Buffer,
  etag: string | undefined,
  query = "",
): Promise<LightMyRequestResponse> =>
  server.app.inject({
    method: "POST",
    url: url(list, query),
    headers: { ...who.headers, "content-type": "text/csv", ...(etag ? { "if-match": etag } : {}) },
    payload: body,
  });

/** A file's rows as records by column name (the BOM and quotes undone by csv-parse). */
export const csvRecords = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true }) as Record<string, string>[];

/** Records back into a file, with the header of the first one. */
export function csvText(records: readonly Record<string, string>[], header = Object.keys(records[0] ?? {})): string {
  return stringify([header, ...records.map((r) => header.map((column) => r[column] ?? ""))], { record_delimiter: "windows" });
}
