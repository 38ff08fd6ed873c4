/**
 * The back office's webhook calls (`/api/v2/office/webhooks`, docs/webhooks.md), each answer
 * checked against its shape before a screen sees it. A secret comes only in the answers of
 * adding an endpoint and rotating its secret.
 */
import * as v from "valibot";
import {
  type CreateWebhookEndpointBody,
  NewWebhookEndpointAnswerSchema,
  RotatedWebhookSecretAnswerSchema,
  type UpdateWebhookEndpointBody,
  WebhookDeliveryLogAnswerSchema,
  type WebhookDeliveryView,
  WebhookEndpointAnswerSchema,
  WebhookEndpointListAnswerSchema,
  type WebhookEndpointView,
} from "#contract/webhooks";
import type { ApiResult, OfficeApi } from "../../api/office-api.js";

const WEBHOOKS = "/api/v2/office/webhooks";

function checked<T>(result: ApiResult<unknown>, schema: v.GenericSchema<unknown, T>): ApiResult<T> {
  if (!result.ok) return result;
  const parsed = v.safeParse(schema, result.data);
  if (parsed.success) return { ok: true, data: parsed.output, status: result.status };
  return { ok: false, error: { status: result.status, code: "bad_response", message: "", errors: [], retryAfterSeconds: undefined } };
}

/** The `data` of an answer checked against the contract's schema of the whole answer (the one the server's document describes). */
const data = <T>(schema: v.GenericSchema<unknown, { data: T }>) =>
  v.pipe(
    schema,
    v.transform((o) => o.data),
  );

export type NewEndpoint = WebhookEndpointView & { secret: string };
/** One delivery of the log, with its attempts. */
export type DeliveryLogEntry = WebhookDeliveryView;

const endpointPath = (id: number) => `${WEBHOOKS}/${id}`;

export const listEndpoints = async (api: OfficeApi): Promise<ApiResult<WebhookEndpointView[]>> =>
  checked(await api.get(WEBHOOKS), data(WebhookEndpointListAnswerSchema));

export const readEndpoint = async (api: OfficeApi, id: number): Promise<ApiResult<WebhookEndpointView>> =>
  checked(await api.get(endpointPath(id)), data(WebhookEndpointAnswerSchema));

export const addEndpoint = async (api: OfficeApi, body: CreateWebhookEndpointBody): Promise<ApiResult<NewEndpoint>> =>
  checked(await api.post(WEBHOOKS, body), data(NewWebhookEndpointAnswerSchema));

export const changeEndpoint = async (api: OfficeApi, id: number, body: UpdateWebhookEndpointBody): Promise<ApiResult<WebhookEndpointView>> =>
  checked(await api.patch(endpointPath(id), body), data(WebhookEndpointAnswerSchema));

export const deleteEndpoint = (api: OfficeApi, id: number): Promise<ApiResult<unknown>> => api.delete(endpointPath(id));

/** `previousValidHours`: how long the secret it replaces keeps signing beside it. */
export const rotateSecret = async (
  api: OfficeApi,
  id: number,
  previousValidHours: number,
): Promise<ApiResult<{ secret: string; previous_valid_hours: number }>> =>
  checked(await api.post(`${endpointPath(id)}/secrets`, { previous_valid_hours: previousValidHours }), data(RotatedWebhookSecretAnswerSchema));

/** A page of the log, newest first; `before`: the last delivery of the page before (its `next_before`). */
export const readDeliveries = async (
  api: OfficeApi,
  id: number,
  before: number | undefined,
): Promise<ApiResult<{ deliveries: DeliveryLogEntry[]; nextBefore: number | null }>> => {
  const query = before === undefined ? "" : `?before=${before}`;
  const page = checked(await api.get(`${endpointPath(id)}/deliveries${query}`), WebhookDeliveryLogAnswerSchema);
  return page.ok ? { ok: true, status: page.status, data: { deliveries: page.data.data, nextBefore: page.data.meta.next_before } } : page;
};

export const redeliver = (api: OfficeApi, id: number, delivery: number): Promise<ApiResult<unknown>> =>
  api.post(`${endpointPath(id)}/deliveries/${delivery}/redeliver`);
