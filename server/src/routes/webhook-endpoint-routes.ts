/**
 * The routes of a vendor's webhook endpoints (docs/webhooks.md), written once and mounted at two
 * doors: the operator's admin API (`/api/v2/admin/vendors/{slug}/webhooks`, bearer ADMIN_TOKEN)
 * and the back office (`/api/v2/office/webhooks`, a vendor admin's session). A door only says
 * which vendor a request touches and who it is in the audit log; the calls, bodies, answers and
 * codes are the same behind both:
 * - `GET|POST …/webhooks`: list; create (201, with its first secret, shown once);
 * - `GET|PATCH|DELETE …/webhooks/{id}`: read; change (`enabled: true` turns a disabled one back on); delete;
 * - `POST …/webhooks/{id}/secrets` `{previous_valid_hours?}`: rotate the secret (201, the new one, shown once);
 * - `GET …/webhooks/{id}/deliveries?before=`: the delivery log, newest first, with each attempt;
 * - `POST …/webhooks/{id}/deliveries/{delivery}/redeliver`: send one again now (202).
 * Setup changes are written to the vendor's audit log.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import * as v from "valibot";
import { idText } from "#contract";
import {
  CreateWebhookEndpointSchema,
  NewWebhookEndpointAnswerSchema,
  type NewWebhookEndpointAnswer,
  RotatedWebhookSecretAnswerSchema,
  type RotatedWebhookSecretAnswer,
  RotateWebhookSecretSchema,
  UpdateWebhookEndpointSchema,
  type WebhookDeliveryLogAnswer,
  WebhookDeliveryLogAnswerSchema,
  type WebhookEndpointAnswer,
  WebhookEndpointAnswerSchema,
  type WebhookEndpointListAnswer,
  WebhookEndpointListAnswerSchema,
} from "#contract/webhooks";
import { type AuditActor, recordOfficeAudit } from "../audit/office-audit.js";
import { notFound } from "../http/api-error.js";
import { docSchema, errorResponses } from "../http/openapi.js";
import { parseWith } from "../http/validate.js";
import {
  DELIVERY_PAGE_SIZE,
  createEndpoint,
  deleteEndpoint,
  deliveryLog,
  endpointView,
  findEndpoint,
  listEndpoints,
  redeliver,
  rotateSecret,
  updateEndpoint,
} from "../webhooks/webhook-endpoints.js";

/** Whom a request acts for: the vendor it touches, and who is written in the audit log. */
export interface WebhookCaller {
  vendorId: number;
  actor: AuditActor;
}

type JsonSchema = Record<string, unknown>;

/** One door's differences. */
export interface WebhookDoor {
  /** The path before `/webhooks`: `/vendors/:slug`, or empty. */
  base: string;
  /** The JSON schema properties of the base's path parameters (required all). */
  baseParams: Record<string, JsonSchema>;
  tags: string[];
  /** OpenAPI security of the reads and of the writes. */
  security: { read: Record<string, string[]>[]; write: Record<string, string[]>[] };
  /** The statuses the door itself answers before the call (no token, not an admin, no vendor). */
  doorStatuses: number[];
  /** The caller, or a thrown ApiError; `write` also checks what a write needs (the office's CSRF token). */
  callerOf(request: FastifyRequest, write: boolean): Promise<WebhookCaller>;
}

const ID = { type: "string", pattern: "^\\d{1,10}$" };
const EndpointIdSchema = idText("a webhook endpoint id");
const DeliveryIdSchema = idText("a delivery id");
const LogQuerySchema = v.strictObject({ before: v.optional(idText("a delivery id")) });

type EndpointParams = { id: string };

/** A malformed id names no endpoint, like an unknown one. */
function endpointIdOf(raw: string): number {
  const parsed = v.safeParse(EndpointIdSchema, raw);
  if (!parsed.success) throw notFound("webhook_not_found", "No webhook endpoint with this id");
  return parsed.output;
}

/** The `params` part of a route's schema; none at all where the path has none (fastify warns on an empty one). */
function paramsSchema(base: Record<string, JsonSchema>, own: Record<string, JsonSchema>): { params?: JsonSchema } {
  const properties = { ...base, ...own };
  const required = Object.keys(properties);
  return required.length ? { params: { type: "object", required, properties } } : {};
}

export function webhookEndpointRoutes(door: WebhookDoor): FastifyPluginAsync {
  return async (app) => {
    const { db } = app.ctx;
    const policy = { allowPrivateNetworks: app.ctx.config.webhooks.allowPrivateNetworks };
    const now = () => app.ctx.clock.now();
    const path = `${door.base}/webhooks`;
    const listParams = paramsSchema(door.baseParams, {});
    const endpointParams = paramsSchema(door.baseParams, { id: ID });
    const deliveryParams = paramsSchema(door.baseParams, { id: ID, delivery: ID });
    const read = { tags: door.tags, security: door.security.read };
    const write = { tags: door.tags, security: door.security.write };
    const errors = (...statuses: number[]) => errorResponses(...[...new Set([...door.doorStatuses, ...statuses])].sort((a, b) => a - b));
    const endpointAnswer = docSchema(WebhookEndpointAnswerSchema);

    const audit = (request: FastifyRequest, caller: WebhookCaller, action: string, target: string, detail: Record<string, unknown>) =>
      recordOfficeAudit(db, { vendorId: caller.vendorId, actor: caller.actor, action, target, detail, address: request.ip }, now());

    app.get(
      path,
      {
        schema: {
          ...read,
          summary: "List a vendor's webhook endpoints",
          ...listParams,
          response: { 200: { description: "The endpoints, oldest first", ...docSchema(WebhookEndpointListAnswerSchema) }, ...errors() },
        },
      },
      async (request) => {
        const caller = await door.callerOf(request, false);
        return { data: (await listEndpoints(db, caller.vendorId)).map(endpointView) } satisfies WebhookEndpointListAnswer;
      },
    );

    app.post(
      path,
      {
        schema: {
          ...write,
          summary: "Add a webhook endpoint (its signing secret is shown once)",
          ...listParams,
          body: docSchema(CreateWebhookEndpointSchema),
          response: { 201: { description: "The endpoint, with its signing secret", ...docSchema(NewWebhookEndpointAnswerSchema) }, ...errors(409, 422) },
        },
      },
      async (request, reply) => {
        const caller = await door.callerOf(request, true);
        const body = parseWith(CreateWebhookEndpointSchema, request.body);
        const { endpoint, secret } = await createEndpoint(db, caller.vendorId, body, policy, now());
        await audit(request, caller, "webhook.create", endpoint.url, { webhook_id: endpoint.id, events: body.events });
        // It carries the secret: no cache may keep it.
        return reply
          .status(201)
          .header("cache-control", "no-store")
          .send({ data: { ...endpointView(endpoint), secret } } satisfies NewWebhookEndpointAnswer);
      },
    );

    app.get<{ Params: EndpointParams }>(
      `${path}/:id`,
      {
        schema: {
          ...read,
          summary: "Read a webhook endpoint",
          ...endpointParams,
          response: { 200: { description: "The endpoint", ...endpointAnswer }, ...errors(404) },
        },
      },
      async (request) => {
        const caller = await door.callerOf(request, false);
        return { data: endpointView(await findEndpoint(db, caller.vendorId, endpointIdOf(request.params.id))) } satisfies WebhookEndpointAnswer;
      },
    );

    app.patch<{ Params: EndpointParams }>(
      `${path}/:id`,
      {
        schema: {
          ...write,
          summary: "Change a webhook endpoint; enabled: true turns a disabled one back on",
          ...endpointParams,
          body: docSchema(UpdateWebhookEndpointSchema),
          response: { 200: { description: "The endpoint after the change", ...endpointAnswer }, ...errors(404, 422) },
        },
      },
      async (request) => {
        const caller = await door.callerOf(request, true);
        const id = endpointIdOf(request.params.id);
        const body = parseWith(UpdateWebhookEndpointSchema, request.body);
        const endpoint = await updateEndpoint(db, caller.vendorId, id, body, policy, now());
        await audit(request, caller, "webhook.change", endpoint.url, { webhook_id: id, ...body });
        return { data: endpointView(endpoint) } satisfies WebhookEndpointAnswer;
      },
    );

    app.delete<{ Params: EndpointParams }>(
      `${path}/:id`,
      {
        schema: {
          ...write,
          summary: "Delete a webhook endpoint with its delivery log",
          ...endpointParams,
          response: { 204: { description: "Deleted", type: "null" }, ...errors(404) },
        },
      },
      async (request, reply) => {
        const caller = await door.callerOf(request, true);
        const id = endpointIdOf(request.params.id);
        const endpoint = await deleteEndpoint(db, caller.vendorId, id);
        await audit(request, caller, "webhook.delete", endpoint.url, { webhook_id: id });
        return reply.status(204).send();
      },
    );

    app.post<{ Params: EndpointParams }>(
      `${path}/:id/secrets`,
      {
        schema: {
          ...write,
          summary: "Rotate a webhook endpoint's signing secret (the new one is shown once)",
          ...endpointParams,
          body: docSchema(v.unwrap(RotateWebhookSecretSchema)),
          response: { 201: { description: "The new signing secret", ...docSchema(RotatedWebhookSecretAnswerSchema) }, ...errors(404, 422) },
        },
      },
      async (request, reply) => {
        const caller = await door.callerOf(request, true);
        const id = endpointIdOf(request.params.id);
        const body = parseWith(RotateWebhookSecretSchema, request.body ?? undefined);
        const endpoint = await findEndpoint(db, caller.vendorId, id);
        const secret = await rotateSecret(db, caller.vendorId, id, body.previous_valid_hours, now());
        await audit(request, caller, "webhook.rotate", endpoint.url, { webhook_id: id, previous_valid_hours: body.previous_valid_hours });
        return reply
          .status(201)
          .header("cache-control", "no-store")
          .send({ data: { secret, previous_valid_hours: body.previous_valid_hours } } satisfies RotatedWebhookSecretAnswer);
      },
    );

    app.get<{ Params: EndpointParams; Querystring: Record<string, string> }>(
      `${path}/:id/deliveries`,
      {
        schema: {
          ...read,
          summary: `A webhook endpoint's delivery log, newest first, ${DELIVERY_PAGE_SIZE} a page`,
          ...endpointParams,
          querystring: docSchema(LogQuerySchema),
          response: { 200: { description: "A page of the log, newest first", ...docSchema(WebhookDeliveryLogAnswerSchema) }, ...errors(400, 404, 422) },
        },
      },
      async (request, reply) => {
        const caller = await door.callerOf(request, false);
        const id = endpointIdOf(request.params.id);
        const { before } = parseWith(LogQuerySchema, request.query);
        const data = await deliveryLog(db, caller.vendorId, id, before);
        const last = data.length === DELIVERY_PAGE_SIZE ? data[data.length - 1] : undefined;
        return reply.header("cache-control", "no-store").send({ data, meta: { next_before: last?.id ?? null } } satisfies WebhookDeliveryLogAnswer);
      },
    );

    app.post<{ Params: EndpointParams & { delivery: string } }>(
      `${path}/:id/deliveries/:delivery/redeliver`,
      {
        schema: {
          ...write,
          summary: "Send a delivery again now, with the same webhook-id",
          ...deliveryParams,
          response: { 202: { description: "Queued", type: "null" }, ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const caller = await door.callerOf(request, true);
        const id = endpointIdOf(request.params.id);
        const delivery = v.safeParse(DeliveryIdSchema, request.params.delivery);
        if (!delivery.success) throw notFound("delivery_not_found", "No delivery with this id for this endpoint");
        await redeliver(db, caller.vendorId, id, delivery.output, now());
        return reply.status(202).send();
      },
    );
  };
}
