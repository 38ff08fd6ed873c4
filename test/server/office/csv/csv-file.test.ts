import { describe, expect, it } from "vitest";
import { readCsvFile, writeCsvFile } from "../../../../server/src/office/csv/csv-file.js";

const read = (text: string | Buffer) => readCsvFile(Buffer.isBuffer(text) ? text : Buffer.from(text, "utf8"));

describe("CSV files", () => {
  it("writes UTF-8 with a BOM, CRLF, quotes where needed and guarded formulas, and reads it back", () => {
    const rows = [["a, b", 'say "hi"', "line\nbreak", "=1+1", "Zoë 中文"]];
    const text = writeCsvFile(["k1", "k2", "k3", "k4", "k5"], rows);
    expect(text).toBe('\ufeffk1,k2,k3,k4,k5\r\n"a, b","say ""hi""","line\nbreak",\'=1+1,Zoë 中文\r\n');
    expect(read(text)).toEqual({ ok: true, header: ["k1", "k2", "k3", "k4", "k5"], rows: [{ row: 2, cells: rows[0] }] });
  });

  it("tells the separator from the header row: comma, semicolon or tab", () => {
    for (const sep of [",", ";", "\t"]) {
      expect(read(`key${sep}name\nquay${sep}"Quay, Street"\n`)).toMatchObject({
        ok: true,
        header: ["key", "name"],
        rows: [{ cells: ["quay", "Quay, Street"] }],
      });
    }
  });

  it("numbers rows as a spreadsheet does, blank and multi-line rows included", () => {
    const file = read('key,name\r\n\r\nquay,"two\r\nlines"\r\nwharf,W\r\n');
    expect(file.ok && file.rows.map((r) => r.row)).toEqual([2, 3, 4]);
  });

  it("reads UTF-16 with its byte order mark (a spreadsheet's Unicode text)", () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("key\tname\r\nquay\tZoë\r\n", "utf16le")]);
    expect(read(bytes)).toMatchObject({ ok: true, rows: [{ cells: ["quay", "Zoë"] }] });
  });

  it("names what keeps a file from being read", () => {
    expect(read(Buffer.from("key,name\nquay,Caf\xe9\n", "latin1"))).toMatchObject({ ok: false, error: { code: "not_utf8" } });
    expect(read('key,name\nquay,"open\n')).toMatchObject({ ok: false, error: { code: "malformed", row: 2 } });
    expect(read("\ufeff\r\n")).toMatchObject({ ok: false, error: { code: "empty_file" } });
  });
});
