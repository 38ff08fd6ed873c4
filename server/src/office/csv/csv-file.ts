/**
 * A CSV file as bytes in and out (csv-parse and csv-stringify do the CSV itself). Read: UTF-8
 * with or without its byte order mark, or UTF-16 with one (Excel's "Unicode text"); comma,
 * semicolon (spreadsheets in comma-decimal countries) or tab between cells, told by the header
 * row; CRLF or LF; quoted cells with commas, quotes and line breaks. Written: UTF-8 with a byte
 * order mark (Excel reads accents right only then), CRLF, formula-guarded cells.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { CsvRowError } from "#contract";
import type { Slice } from "../../time/time-slices.js";
import { guardCell, unguardCell } from "./formula-guard.js";

/** A data row: its number as a spreadsheet shows it (the header is row 1) and its cells, trimmed. */
export interface CsvRow {
  row: number;
  cells: string[];
}

export type CsvFile = { ok: true; header: string[]; rows: CsvRow[] } | { ok: false; error: CsvRowError };

const fileError = (code: CsvRowError["code"], message: string, row: number | null = null): CsvFile => ({
  ok: false,
  error: { row, column: null, key: null, field: null, code, message },
});

function decode(bytes: Buffer): string | undefined {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le", { fatal: true }).decode(bytes.subarray(2));
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be", { fatal: true }).decode(bytes.subarray(2));
    // TextDecoder drops a UTF-8 byte order mark by itself.
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The separator the header row uses most: `,`, `;` or a tab. */
function delimiterOf(text: string): string {
  const end = text.search(/[\r\n]/);
  const firstLine = end < 0 ? text : text.slice(0, end);
  const counts = [",", ";", "\t"].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Characters parsed at a time: a few milliseconds of work between the event loop's turns. */
const PIECE = 64 * 1024;

/**
 * Pieces of the text of about `size` characters, each ending at a line break outside quotes, so
 * each parses alone. Quotes inside a quoted cell are doubled, so counting them tells whether a
 * line break is inside one (a file with a stray quote fails to parse whatever the cut).
 */
function* pieces(text: string, size: number): Generator<string> {
  let start = 0;
  let quoted = false;
  let i = 0;
  while (start < text.length) {
    let end = text.length;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 34) quoted = !quoted;
      else if (c === 10 && !quoted && i + 1 - start >= size) {
        end = ++i;
        break;
      }
    }
    yield text.slice(start, end);
    start = end;
  }
}

/** Reads a file a piece at a time, giving the event loop a turn between pieces (`slice`). */
export async function readCsvFile(bytes: Buffer, slice: Slice): Promise<CsvFile> {
  const text = decode(bytes);
  if (text === undefined) return fileError("not_utf8", 'The file is not UTF-8 text: in a spreadsheet, save it as "CSV UTF-8"');
  const delimiter = delimiterOf(text);
  const records: string[][] = [];
  for (const piece of pieces(text, PIECE)) {
    try {
      for (const record of parse(piece, { delimiter, relax_column_count: true }) as string[][]) records.push(record);
    } catch (error) {
      const { message, records: before } = error as { message: string; records?: number };
      return fileError("malformed", `The file is not CSV that can be read: ${message}`, before === undefined ? null : records.length + before + 1);
    }
    await slice();
  }
  const [head, ...data] = records;
  if (!head || head.every((cell) => !cell.trim())) return fileError("empty_file", "The file has no header row");
  const clean = (cell: string) => unguardCell(cell).trim();
  return {
    ok: true,
    header: head.map((cell) => cell.trim()),
    rows: data.map((cells, i) => ({ row: i + 2, cells: cells.map(clean) })),
  };
}

/** Rows written at a time. */
const ROWS_AT_ONCE = 500;

/** The file's text, written a few hundred rows at a time with the event loop's turns between (`slice`). */
export async function writeCsvFile(header: readonly string[], rows: readonly string[][], slice: Slice): Promise<string> {
  const options = {
    record_delimiter: "windows" as const,
    // A line break alone is no record delimiter here (CRLF is), so csv-stringify would leave it unquoted.
    quoted_match: /[\r\n]/,
  };
  const parts = [stringify([header], { ...options, bom: true })];
  for (let i = 0; i < rows.length; i += ROWS_AT_ONCE) {
    parts.push(
      stringify(
        rows.slice(i, i + ROWS_AT_ONCE).map((cells) => cells.map(guardCell)),
        options,
      ),
    );
    await slice();
  }
  return parts.join("");
}
