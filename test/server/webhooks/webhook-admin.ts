/** The admin API's webhook calls, as a vendor's developer makes them. */
import { expect } from "vitest";
import type { WebhookEventType } from "#contract/webhooks";
import { ADMIN_TOKEN, type TestServer } from "../../helpers/test-server.js";

export function adminCall(server: TestServer, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) {
  return server.call({
    method,
    url: `/api/v2/admin${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    vendor: null,
    csrf: false,
  });
}

/** Adds an endpoint that must be accepted; answers its id and its secret. */
export async function addEndpoint(server: TestServer, url: string, events: WebhookEventType[], slug = "demo"): Promise<{ id: number; secret: string }> {
  const res = await adminCall(server, "POST", `/vendors/${slug}/webhooks`, { url, events });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { id: number; secret: string };
  return { id: data.id, secret: data.secret };
}
