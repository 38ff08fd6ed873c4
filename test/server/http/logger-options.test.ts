/** What the server's logger hides: keys in request URLs and credentials in headers. */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, redactUrl } from "../../../server/src/http/logger-options.js";
import { captureLog } from "../../helpers/log-capture.js";

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
    const log = captureLog();
    const app = Fastify({ logger: loggerOptions({ logLevel: "info" }, log.stream) });
    app.log.info({ headers: { authorization: "Bearer s3cr3t", cookie: "sid=s3cr3t", accept: "text/html" } }, "a plugin logging headers");
    app.log.info({ req: { url: "/book/manage?code=s3cr3t", headers: { "x-csrf-token": "s3cr3t" } } }, "by hand");
    await app.close();
    expect(log.text()).not.toContain("s3cr3t");
    expect(log.text()).toContain('"accept":"text/html"');
    expect(log.text()).toContain("/book/manage?code=[Redacted]");
  });
});

describe("errors in the log", () => {
  it("keep their wording but not the recipient or a manage link they quote", async () => {
    const log = captureLog();
    const app = Fastify({ logger: loggerOptions({ logLevel: "info" }, log.stream) });
    const smtp = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <alice.w@example.com>: no such user"), {
      response: "550 5.1.1 <alice.w@example.com>: no such user",
      rejected: ["alice.w@example.com"],
    });
    const sms = new Error('SMS provider answered 400: {"to":"+15145550122","text":"Manage: https://q.example/callback-service/manage?id=4&code=K3Y9Z"}');
    app.log.warn({ err: smtp, outboxId: 1 }, "notification not sent");
    app.log.warn({ err: sms, outboxId: 2 }, "notification not sent");
    await app.close();
    for (const secret of ["alice.w@example.com", "5145550122", "K3Y9Z"]) expect(log.text()).not.toContain(secret);
    expect(log.text()).toContain("all recipients were rejected: 550 5.1.1 <a***@example.com>: no such user");
    expect(log.text()).toContain("+1******0122");
    expect(log.text()).toContain('"outboxId":2');
  });
});
