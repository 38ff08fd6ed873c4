/**
 * The OpenAPI document at `/api/docs/json` and its UI at `/api/docs`, generated from the same
 * valibot schemas that validate requests (converted to JSON Schema for documentation only).
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { toJsonSchema } from "@valibot/to-json-schema";
import type { FastifyInstance } from "fastify";
import type * as v from "valibot";

/** JSON Schema of a contract schema, for route documentation. */
export function docSchema(schema: v.GenericSchema): Record<string, unknown> {
  return toJsonSchema(schema, { errorMode: "ignore" }) as Record<string, unknown>;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "queue-booking API",
        description: "Open (client-facing), staff and admin API of queue-booking.",
        version: "2.0.0",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
      tags: [
        { name: "open", description: "Client-facing calls; writes need X-CSRF-Token" },
        { name: "admin", description: "Vendor configuration; bearer ADMIN_TOKEN" },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
