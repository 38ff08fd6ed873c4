import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/src/config.js";

describe("notification settings", () => {
  it("logs emails and texts by default and links to the listen address", () => {
    const config = loadConfig({ HOST: "0.0.0.0", PORT: "8080" });
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.notifications).toEqual({
      retentionDays: 30,
      concurrency: 32,
      leaseMs: 60_000,
      email: { kind: "log", from: "queue-booking <no-reply@localhost>" },
      sms: { kind: "log" },
    });
  });

  it("reads SMTP, PUBLIC_URL and an HTTP SMS provider with credentials in the URL", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://queue.example.com/",
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      SMTP_FROM: "Maple <hello@maple.example>",
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: "https://acme:p%40ss@sms.example.com/v1/messages",
      OUTBOX_RETENTION_DAYS: "0",
      OUTBOX_CONCURRENCY: "4",
      OUTBOX_LEASE_SECONDS: "15",
    });
    expect(config.publicUrl).toBe("https://queue.example.com");
    expect(config.notifications).toEqual({
      retentionDays: 0,
      concurrency: 4,
      leaseMs: 15_000,
      email: { kind: "smtp", url: "smtp://user:pass@mail.example.com:587", from: "Maple <hello@maple.example>" },
      sms: { kind: "http", url: "https://sms.example.com/v1/messages", username: "acme", password: "p@ss", token: undefined },
    });
  });

  it("rejects an http SMS provider without a URL, and a bad SMTP_URL", () => {
    expect(() => loadConfig({ SMS_PROVIDER: "http", SMS_HTTP_TOKEN: "x" })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadConfig({ SMTP_URL: "mail.example.com" })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: "carrier-pigeon" })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: "a month" })).toThrow(/OUTBOX_RETENTION_DAYS/);
    expect(() => loadConfig({ OUTBOX_CONCURRENCY: "0" })).toThrow(/OUTBOX_CONCURRENCY/);
    expect(() => loadConfig({ OUTBOX_CONCURRENCY: "101" })).toThrow(/OUTBOX_CONCURRENCY/);
    expect(() => loadConfig({ OUTBOX_LEASE_SECONDS: "5" })).toThrow(/OUTBOX_LEASE_SECONDS/);
  });
});
