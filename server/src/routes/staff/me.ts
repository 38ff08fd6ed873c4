/** `GET /api/v2/staff/me`: the caller, their role and the locations they may work at. */
import type { FastifyPluginAsync } from "fastify";
import { StaffMeResponseSchema } from "#contract";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { describeStaff } from "../../staff/staff-me.js";
import { actorOf } from "./staff-request.js";

export const meRoute: FastifyPluginAsync = async (app) => {
  app.get(
    "/me",
    {
      schema: {
        tags: ["staff"],
        summary: "Who the token belongs to, what they may do and where",
        security: [{ bearer: [] }],
        response: { 200: { description: "The caller", ...docSchema(StaffMeResponseSchema) }, ...errorResponses(401) },
      },
    },
    async (request) => describeStaff(app.ctx.db, actorOf(request)),
  );
};
