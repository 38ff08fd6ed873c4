/**
 * Verifies a received webhook with the Standard Webhooks reference library (`standardwebhooks`),
 * not the server's own code. The library also refuses a timestamp more than five minutes from
 * its own clock; the test server's clock is pinned to another day, so only during the check
 * is the library's clock set to the webhook's own timestamp (the tests check that timestamp
 * against the server's clock separately).
 */
import { Webhook } from "standardwebhooks";
import { vi } from "vitest";
import type { ReceivedWebhook } from "../../helpers/webhook-receiver.js";

export interface VerifiedWebhook {
  type: string;
  timestamp: string;
  data: Record<string, Record<string, unknown>>;
}

export function verifyWebhook(secret: string, received: ReceivedWebhook): VerifiedWebhook {
  const headers = Object.fromEntries(Object.entries(received.headers).map(([name, value]) => [name, String(value)]));
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(Number(headers["webhook-timestamp"]) * 1000);
    return new Webhook(secret).verify(received.body, headers) as VerifiedWebhook;
  } finally {
    vi.useRealTimers();
  }
}
