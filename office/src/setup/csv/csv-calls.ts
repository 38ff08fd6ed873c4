/**
 * The CSV import's two calls (docs/csv-import.md). They send the file as `text/csv`, which the
 * app's JSON client does not, so they fetch directly with the session's CSRF token.
 */
import type { CsvImportPreview, CsvList, CsvRowError } from "#contract";

export type CsvCallResult =
  | { kind: "preview"; preview: CsvImportPreview }
  | { kind: "applied" }
  | { kind: "refused"; errors: CsvRowError[] }
  | { kind: "conflict" }
  | { kind: "failed"; status: number; message: string };

export const csvPath = (list: CsvList): string => `/api/v2/office/${list}.csv`;

async function send(list: CsvList, file: Blob, csrf: string, query: string, headers: Record<string, string>): Promise<CsvCallResult> {
  let response: Response;
  try {
    response = await fetch(`${csvPath(list)}${query}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "text/csv", "x-csrf-token": csrf, ...headers },
      body: await file.text(),
    });
  } catch (error) {
    return { kind: "failed", status: 0, message: error instanceof Error ? error.message : String(error) };
  }
  const json = (await response.json().catch(() => null)) as { data?: CsvImportPreview; errors?: CsvRowError[]; message?: string } | null;
  if (response.status === 412) return { kind: "conflict" };
  if (response.status === 422 && Array.isArray(json?.errors)) return { kind: "refused", errors: json.errors };
  if (!response.ok) return { kind: "failed", status: response.status, message: json?.message ?? response.statusText };
  if (query.includes("preview") && json?.data) return { kind: "preview", preview: json.data };
  return { kind: "applied" };
}

/** What importing the file would do; nothing is written. */
export const previewCsv = (list: CsvList, file: Blob, csrf: string) => send(list, file, csrf, "?preview=1", {});

/** Imports the file over the version the preview was computed from. */
export const applyCsv = (list: CsvList, file: Blob, csrf: string, etag: string) => send(list, file, csrf, "", { "if-match": etag });
