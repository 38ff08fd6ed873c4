import { describe, expect, it } from "vitest";
import { readCsvFile, writeCsvFile } from "../../../../server/src/office/csv/csv-file.js";

const noTurns = () => undefined;
const read = (text: string | Buffer) => readCsvFile(Buffer.isBuffer(text) ? text : Buffer.from(text, "utf8"), noTurns);

describe("CSV files", async () => {
  it("writes UTF-8 with a BOM, CRLF, quotes where needed and guarded formulas, and reads it back", async () => {
    const rows = [["a, b", 'say "hi"', "line\nbreak", "=1+1", "Zoë 中文"]];
    const text = await writeCsvFile(["k1", "k2", "k3", "k4", "k5"], rows, noTurns);
    expect(text).toBe('\ufeffk1,k2,k3,k4,k5\r\n"a, b","say ""hi""","line\nbreak",\'=1+1,Zoë 中文\r\n');
    expect(await read(text)).toEqual({ ok: true, header: ["k1", "k2", "k3", "k4", "k5"], rows: [{ row: 2, cells: rows[0] }] });
  });

  it("tells the separator from the header row: comma, semicolon or tab", async () => {
    for (const sep of [",", ";", "\t"]) {
      expect(await read(`key${sep}name\nquay${sep}"Quay, Street"\n`)).toMatchObject({
        ok: true,
        header: ["key", "name"],
        rows: [{ cells: ["quay", "Quay, Street"] }],
      });
    }
  });

  it("numbers rows as a spreadsheet does, blank and multi-line rows included", async () => {
    const file = await read('key,name\r\n\r\nquay,"two\r\nlines"\r\nwharf,W\r\n');
    expect(file.ok && file.rows.map((r) => r.row)).toEqual([2, 3, 4]);
  });

  it("reads UTF-16 with its byte order mark (a spreadsheet's Unicode text)", async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("key\tname\r\nquay\tZoë\r\n", "utf16le")]);
    expect(await read(bytes)).toMatchObject({ ok: true, rows: [{ cells: ["quay", "Zoë"] }] });
  });

  it("reads a large file a piece at a time, cut only between rows, and numbers rows across the pieces", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [`k${i}`, `"line one, ${i}\r\n""two""\r\nthree"`]);
    const text = `key,note\r\n${rows.map((r) => r.join(",")).join("\r\n")}\r\n`;
    expect(text.length).toBeGreaterThan(64 * 1024);
    const file = await read(text);
    expect(file.ok && file.rows.length).toBe(3000);
    expect(file.ok && file.rows[2999]).toEqual({ row: 3001, cells: ["k2999", 'line one, 2999\r\n"two"\r\nthree'] });
    expect(await read(`${text}bad,"open\r\n`)).toMatchObject({ ok: false, error: { code: "malformed", row: 3002 } });
  });

  it("names what keeps a file from being read", async () => {
    expect(await read(Buffer.from("key,name\nquay,Caf\xe9\n", "latin1"))).toMatchObject({ ok: false, error: { code: "not_utf8" } });
    expect(await read('key,name\nquay,"open\n')).toMatchObject({ ok: false, error: { code: "malformed", row: 2 } });
    expect(await read("\ufeff\r\n")).toMatchObject({ ok: false, error: { code: "empty_file" } });
  });
});
