/**
 * A vendor's webhook endpoints through the admin API (bearer ADMIN_TOKEN), docs/webhooks.md:
 * - `GET|POST /api/v2/admin/vendors/{slug}/webhooks`: list; create (201, with its first secret, shown once);
 * - `GET|PATCH|DELETE …/webhooks/{id}`: read; change (`enabled: true` turns a disabled one back on); delete;
 * - `POST …/webhooks/{id}/secrets` `{previous_valid_hours?}`: rotate the secret (201, the new one, shown once);
 * - `GET …/webhooks/{id}/deliveries?before=`: the delivery log, newest first, with each attempt;
 * - `POST …/webhooks/{id}/deliveries/{delivery}/redeliver`: send one again now (202).
 * Setup changes are written to the vendor's audit log.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import * as v from "valibot";
import { idText } from "#contract";
import { CreateWebhookEndpointSchema, RotateWebhookSecretSchema, UpdateWebhookEndpointSchema } from "#contract/webhooks";
import { OPERATOR, recordOfficeAudit } from "../../audit/office-audit.js";
import { notFound } from "../../http/api-error.js";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { findVendorBySlug } from "../../vendors/vendor-repository.js";
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
} from "../../webhooks/webhook-endpoints.js";
import { SLUG_PARAMS } from "./vendor.js";

const ID = { type: "string", pattern: "^\\d{1,10}$" };
const ENDPOINT_PARAMS = { ...SLUG_PARAMS, required: ["slug", "id"], properties: { ...SLUG_PARAMS.properties, id: ID } };
const DELIVERY_PARAMS = { ...ENDPOINT_PARAMS, required: ["slug", "id", "delivery"], properties: { ...ENDPOINT_PARAMS.properties, delivery: ID } };
const EndpointIdSchema = idText("a webhook endpoint id");
const DeliveryIdSchema = idText("a delivery id");
const LogQuerySchema = v.strictObject({ before: v.optional(idText("a delivery id")) });

type EndpointParams = { slug: string; id: string };

export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const policy = { allowPrivateNetworks: app.ctx.config.webhooks.allowPrivateNetworks };
  const now = () => app.ctx.clock.now();

  async function vendorOf(slug: string) {
    const vendor = await findVendorBySlug(db, slug);
    if (!vendor) throw notFound("vendor_not_found", `No vendor "${slug}"`);
    return vendor;
  }
  /** A malformed id names no endpoint, like an unknown one. */
  function endpointIdOf(raw: string): number {
    const parsed = v.safeParse(EndpointIdSchema, raw);
    if (!parsed.success) throw notFound("webhook_not_found", "No webhook endpoint with this id");
    return parsed.output;
  }
  const audit = (request: FastifyRequest, vendorId: number, action: string, target: string, detail: Record<string, unknown>) =>
    recordOfficeAudit(db, { vendorId, actor: OPERATOR, action, target, detail, address: request.ip }, now());

  const common = { tags: ["admin"], security: [{ bearer: [] }] };

  app.get<{ Params: { slug: string } }>(
    "/vendors/:slug/webhooks",
    { schema: { ...common, summary: "List a vendor's webhook endpoints", params: SLUG_PARAMS, response: errorResponses(401, 404) } },
    async (request) => {
      const vendor = await vendorOf(request.params.slug);
      return { data: (await listEndpoints(db, vendor.id)).map(endpointView) };
    },
  );

  app.post<{ Params: { slug: string } }>(
    "/vendors/:slug/webhooks",
    {
      schema: {
        ...common,
        summary: "Add a webhook endpoint (its signing secret is shown once)",
        params: SLUG_PARAMS,
        body: docSchema(CreateWebhookEndpointSchema),
        response: { 201: { description: "The endpoint, with its signing secret", type: "object" }, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const vendor = await vendorOf(request.params.slug);
      const body = parseWith(CreateWebhookEndpointSchema, request.body);
      const { endpoint, secret } = await createEndpoint(db, vendor.id, body, policy, now());
      await audit(request, vendor.id, "webhook.create", endpoint.url, { webhook_id: endpoint.id, events: body.events });
      return reply.status(201).send({ data: { ...endpointView(endpoint), secret } });
    },
  );

  app.get<{ Params: EndpointParams }>(
    "/vendors/:slug/webhooks/:id",
    { schema: { ...common, summary: "Read a webhook endpoint", params: ENDPOINT_PARAMS, response: errorResponses(401, 404) } },
    async (request) => {
      const vendor = await vendorOf(request.params.slug);
      return { data: endpointView(await findEndpoint(db, vendor.id, endpointIdOf(request.params.id))) };
    },
  );

  app.patch<{ Params: EndpointParams }>(
    "/vendors/:slug/webhooks/:id",
    {
      schema: {
        ...common,
        summary: "Change a webhook endpoint; enabled: true turns a disabled one back on",
        params: ENDPOINT_PARAMS,
        body: docSchema(UpdateWebhookEndpointSchema),
        response: errorResponses(401, 404, 422),
      },
    },
    async (request) => {
      const vendor = await vendorOf(request.params.slug);
      const id = endpointIdOf(request.params.id);
      const body = parseWith(UpdateWebhookEndpointSchema, request.body);
      const endpoint = await updateEndpoint(db, vendor.id, id, body, policy, now());
      await audit(request, vendor.id, "webhook.change", endpoint.url, { webhook_id: id, ...body });
      return { data: endpointView(endpoint) };
    },
  );

  app.delete<{ Params: EndpointParams }>(
    "/vendors/:slug/webhooks/:id",
    {
      schema: {
        ...common,
        summary: "Delete a webhook endpoint with its delivery log",
        params: ENDPOINT_PARAMS,
        response: { 204: { description: "Deleted", type: "null" }, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const vendor = await vendorOf(request.params.slug);
      const id = endpointIdOf(request.params.id);
      const endpoint = await deleteEndpoint(db, vendor.id, id);
      await audit(request, vendor.id, "webhook.delete", endpoint.url, { webhook_id: id });
      return reply.status(204).send();
    },
  );

  app.post<{ Params: EndpointParams }>(
    "/vendors/:slug/webhooks/:id/secrets",
    {
      schema: {
        ...common,
        summary: "Rotate a webhook endpoint's signing secret (the new one is shown once)",
        params: ENDPOINT_PARAMS,
        body: docSchema(v.unwrap(RotateWebhookSecretSchema)),
        response: { 201: { description: "The new signing secret", type: "object" }, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const vendor = await vendorOf(request.params.slug);
      const id = endpointIdOf(request.params.id);
      const body = parseWith(RotateWebhookSecretSchema, request.body ?? undefined);
      const endpoint = await findEndpoint(db, vendor.id, id);
      const secret = await rotateSecret(db, vendor.id, id, body.previous_valid_hours, now());
      await audit(request, vendor.id, "webhook.rotate", endpoint.url, { webhook_id: id, previous_valid_hours: body.previous_valid_hours });
      return reply.status(201).send({ data: { secret, previous_valid_hours: body.previous_valid_hours } });
    },
  );

  app.get<{ Params: EndpointParams; Querystring: Record<string, string> }>(
    "/vendors/:slug/webhooks/:id/deliveries",
    {
      schema: {
        ...common,
        summary: `A webhook endpoint's delivery log, newest first, ${DELIVERY_PAGE_SIZE} a page`,
        params: ENDPOINT_PARAMS,
        querystring: docSchema(LogQuerySchema),
        response: errorResponses(400, 401, 404, 422),
      },
    },
    async (request, reply) => {
      const vendor = await vendorOf(request.params.slug);
      const id = endpointIdOf(request.params.id);
      const { before } = parseWith(LogQuerySchema, request.query);
      const data = await deliveryLog(db, vendor.id, id, before);
      const last = data.length === DELIVERY_PAGE_SIZE ? data[data.length - 1] : undefined;
      return reply.header("cache-control", "no-store").send({ data, meta: { next_before: last?.id ?? null } });
    },
  );

  app.post<{ Params: EndpointParams & { delivery: string } }>(
    "/vendors/:slug/webhooks/:id/deliveries/:delivery/redeliver",
    {
      schema: {
        ...common,
        summary: "Send a delivery again now, with the same webhook-id",
        params: DELIVERY_PARAMS,
        response: { 202: { description: "Queued", type: "null" }, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const vendor = await vendorOf(request.params.slug);
      const id = endpointIdOf(request.params.id);
      const delivery = v.safeParse(DeliveryIdSchema, request.params.delivery);
      if (!delivery.success) throw notFound("delivery_not_found", "No delivery with this id for this endpoint");
      await redeliver(db, vendor.id, id, delivery.output, now());
      return reply.status(202).send();
    },
  );
};
