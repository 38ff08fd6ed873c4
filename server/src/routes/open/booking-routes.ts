/**
 * Appointment booking under `/api/v3/open`: the flow's reads and the appointments themselves.
 * Booking is part of the modern client view; a vendor without it answers 403
 * `modern_client_view_disabled` on every booking call.
 */
import type { FastifyPluginAsync } from "fastify";
import { ApiError } from "../../http/api-error.js";
import { appointmentCheckInRoutes } from "./appointment-check-in.js";
import { appointmentRoutes } from "./appointments.js";
import { bookingReadRoutes } from "./booking-reads.js";

export const bookingRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("preHandler", async (request) => {
    if (!request.vendor.settings.modern_client_view) {
      throw new ApiError(403, "modern_client_view_disabled", "This vendor does not offer appointment booking");
    }
  });
  await app.register(bookingReadRoutes);
  await app.register(appointmentRoutes);
  await app.register(appointmentCheckInRoutes);
};
