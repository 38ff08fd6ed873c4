/**
 * The SMTP transport the server uses: a worker thread talks to the mail server (a real one on a
 * free port here), so many messages are in flight at once; failures come back as rejections.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { EmailTransport } from "../../../server/src/notifications/email-transport.js";
import { createThreadedSmtpTransport } from "../../../server/src/notifications/threaded-email-transport.js";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.js";

const warnings: unknown[] = [];
const logger = { info() {}, warn: (...args: unknown[]) => warnings.push(args), error() {} };
const email = (n: number) => ({ to: `client${n}@example.test`, subject: `Hello ${n}`, text: `Message ${n}`, messageId: `<outbox-${n}@queue-booking>` });

describe("SMTP from a worker thread", () => {
  let smtp: SmtpSink;
  let transport: EmailTransport | undefined;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.close();
  });
  afterEach(() => {
    transport?.close();
    smtp.reset();
    warnings.length = 0;
  });

  it("delivers many messages at once, each once, with its Message-ID", async () => {
    transport = createThreadedSmtpTransport({ url: smtp.url, from: "Maple <no-reply@maple.test>", maxConnections: 4 }, logger);
    await Promise.all(Array.from({ length: 30 }, (_, n) => transport?.send(email(n))));
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(new Set(Array.from({ length: 30 }, (_, n) => `<outbox-${n}@queue-booking>`)));
    expect(smtp.received.find((m) => m.messageId === "<outbox-7@queue-booking>")).toMatchObject({
      to: ["client7@example.test"],
      subject: "Hello 7",
      text: "Message 7",
    });
    // The thread itself ran: no fallback to the main thread was needed.
    expect(warnings).toEqual([]);
  });

  it("answers a refused message with the mail server's reason, and keeps sending", async () => {
    transport = createThreadedSmtpTransport({ url: smtp.url, from: "Maple <no-reply@maple.test>", maxConnections: 2 }, logger);
    smtp.reject = true;
    await expect(transport.send(email(1))).rejects.toThrow(/Mailbox unavailable/);
    smtp.reject = false;
    await transport.send(email(2));
    expect(smtp.received.map((m) => m.messageId)).toEqual(["<outbox-2@queue-booking>"]);
  });

  it("starts a new thread for messages sent after close", async () => {
    transport = createThreadedSmtpTransport({ url: smtp.url, from: "Maple <no-reply@maple.test>", maxConnections: 1 }, logger);
    await transport.send(email(1));
    transport.close();
    await transport.send(email(2));
    expect(smtp.received).toHaveLength(2);
  });
});
