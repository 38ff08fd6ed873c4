/** What the server's logger hides: keys in request URLs and credentials in headers. */
import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, redactUrl } from "../../../server/src/http/logger-options.js";

describe("redactUrl", () => {
  it("hides code, confirm_code and token values and keeps the rest", () => {
    expect(redactUrl("/book/manage?vendor=demo&id=4&code=X7Q2&lang=fr")).toBe("/book/manage?vendor=demo&id=4&code=[Redacted]&lang=fr");
    expect(redactUrl("/api/v3/open/walkin-conversion?confirm_code=AB12&id=3")).toBe("/api/v3/open/walkin-conversion?confirm_code=[Redacted]&id=3");
    expect(redactUrl("/x?Token=abc#frag")).toBe("/x?Token=[Redacted]#frag");
    expect(redactUrl("/x?zipcode=10001&barcode=1")).toBe("/x?zipcode=10001&barcode=1");
    expect(redactUrl("/code/5?a=1")).toBe("/code/5?a=1");
  });
});

describe("loggerOptions", () => {
  it("redacts authorization and cookie headers wherever a log line carries them", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: loggerOptions({ logLevel: "info" }, stream) });
    app.log.info({ headers: { authorization: "Bearer s3cr3t", cookie: "sid=s3cr3t", accept: "text/html" } }, "a plugin logging headers");
    app.log.info({ req: { url: "/book/manage?code=s3cr3t", headers: { "x-csrf-token": "s3cr3t" } } }, "by hand");
    await app.close();
    const log = lines.join("");
    expect(log).not.toContain("s3cr3t");
    expect(log).toContain('"accept":"text/html"');
    expect(log).toContain("/book/manage?code=[Redacted]");
  });
});
