import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHttpSmsProvider, createLogSmsProvider } from "../../../server/src/notifications/sms-provider.js";
import { startSmsSink, type SmsSink } from "./sms-sink.js";

describe("HTTP SMS provider", () => {
  let sink: SmsSink;
  beforeAll(async () => {
    sink = await startSmsSink();
  });
  afterAll(() => sink.close());
  beforeEach(() => sink.reset());

  it("POSTs {to, text} as JSON with bearer auth", async () => {
    await createHttpSmsProvider({ url: sink.url, token: "t0k3n" }).send("+15145550100", "Hello");
    expect(sink.received).toEqual([{ authorization: "Bearer t0k3n", contentType: "application/json", body: { to: "+15145550100", text: "Hello" } }]);
  });

  it("uses basic auth from a username and password", async () => {
    await createHttpSmsProvider({ url: sink.url, username: "acme", password: "s3cret:x" }).send("+15145550100", "Hi");
    expect(sink.received[0]?.authorization).toBe(`Basic ${Buffer.from("acme:s3cret:x").toString("base64")}`);
  });

  it("treats a non-2xx answer as a failure, with the status in the error", async () => {
    sink.status = 503;
    await expect(createHttpSmsProvider({ url: sink.url }).send("+15145550100", "Hi")).rejects.toThrow(/503/);
    expect(sink.received[0]?.authorization).toBeUndefined();
  });

  it("by default logs that a message was not sent, with the number masked and without its text", async () => {
    const logged: unknown[] = [];
    const label = { outboxId: 7, kind: "joined", queueAppointmentId: 3, appointmentId: null };
    await createLogSmsProvider({ info: (obj: unknown) => void logged.push(obj), warn() {}, error() {} }).send("+15145550122", "code 1234", label);
    expect(logged).toEqual([{ outboxId: 7, kind: "joined", queueAppointmentId: 3, appointmentId: null, channel: "sms", to: "+1******0122" }]);
  });
});
