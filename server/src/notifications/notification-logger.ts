/** The part of Fastify's (pino) logger the notification modules use; tests pass a stub. */
import type { FastifyBaseLogger } from "fastify";

export type NotificationLogger = Pick<FastifyBaseLogger, "info" | "warn" | "error">;
