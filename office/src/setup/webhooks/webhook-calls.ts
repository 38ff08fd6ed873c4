/**
 * The back office's webhook calls (`/api/v2/office/webhooks`, docs/webhooks.md), each answer
 * checked against its shape before a screen sees it. A secret comes only in the answers of
 * adding an endpoint and rotating its secret.
 */
import * as v from "valibot";
import type { CreateWebhookEndpointBody, UpdateWebhookEndpointBody, WebhookDeliveryView, WebhookEndpointView } from "#contract/webhooks";
import type { ApiResult, OfficeApi } from "../../api/office-api.js";
import { DeliveryLogSchema, EndpointSchema, type DeliveryLogEntry } from "./webhook-schemas.js";

const WEBHOOKS = "/api/v2/office/webhooks";

function checked<T>(result: ApiResult<unknown>, schema: v.GenericSchema<unknown, T>): ApiResult<T> {
  if (!result.ok) return result;
  const parsed = v.safeParse(schema, result.data);
  if (parsed.success) return { ok: true, data: parsed.output, status: result.status };
  return { ok: false, error: { status: result.status, code: "bad_response", message: "", errors: [], retryAfterSeconds: undefined } };
}

const data = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.looseObject({ data: schema }),
    v.transform((o) => o.data),
  );
const WithSecret = v.looseObject({ ...EndpointSchema.entries, secret: v.string() });
const Rotated = v.looseObject({ secret: v.string(), previous_valid_hours: v.number() });
const LogPage = v.looseObject({ data: DeliveryLogSchema, meta: v.looseObject({ next_before: v.nullable(v.number()) }) });

export type NewEndpoint = WebhookEndpointView & { secret: string };
export type { DeliveryLogEntry, WebhookDeliveryView };

const endpointPath = (id: number) => `${WEBHOOKS}/${id}`;

export const listEndpoints = async (api: OfficeApi): Promise<ApiResult<WebhookEndpointView[]>> =>
  checked(await api.get(WEBHOOKS), data(v.array(EndpointSchema)));

export const readEndpoint = async (api: OfficeApi, id: number): Promise<ApiResult<WebhookEndpointView>> =>
  checked(await api.get(endpointPath(id)), data(EndpointSchema));

export const addEndpoint = async (api: OfficeApi, body: CreateWebhookEndpointBody): Promise<ApiResult<NewEndpoint>> =>
  checked(await api.post(WEBHOOKS, body), data(WithSecret));

export const changeEndpoint = async (api: OfficeApi, id: number, body: UpdateWebhookEndpointBody): Promise<ApiResult<WebhookEndpointView>> =>
  checked(await api.patch(endpointPath(id), body), data(EndpointSchema));

export const deleteEndpoint = (api: OfficeApi, id: number): Promise<ApiResult<unknown>> => api.delete(endpointPath(id));

/** `previousValidHours`: how long the secret it replaces keeps signing beside it. */
export const rotateSecret = async (
  api: OfficeApi,
  id: number,
  previousValidHours: number,
): Promise<ApiResult<{ secret: string; previous_valid_hours: number }>> =>
  checked(await api.post(`${endpointPath(id)}/secrets`, { previous_valid_hours: previousValidHours }), data(Rotated));

/** A page of the log, newest first; `before`: the last delivery of the page before (its `next_before`). */
export const readDeliveries = async (
  api: OfficeApi,
  id: number,
  before: number | undefined,
): Promise<ApiResult<{ deliveries: DeliveryLogEntry[]; nextBefore: number | null }>> => {
  const query = before === undefined ? "" : `?before=${before}`;
  const page = checked(await api.get(`${endpointPath(id)}/deliveries${query}`), LogPage);
  return page.ok ? { ok: true, status: page.status, data: { deliveries: page.data.data, nextBefore: page.data.meta.next_before } } : page;
};

export const redeliver = (api: OfficeApi, id: number, delivery: number): Promise<ApiResult<unknown>> =>
  api.post(`${endpointPath(id)}/deliveries/${delivery}/redeliver`);
