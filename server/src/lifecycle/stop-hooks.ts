/**
 * How requests are answered while the instance stops. From the drain on, every response carries
 * `Connection: close`, so clients and proxies move their kept-alive connections elsewhere while
 * this instance still answers (no request races a connection closing under it later). A
 * websocket upgrade is refused with 503 `shutting_down` from the drain on (it would be told to
 * reconnect seconds later anyway), and its socket is closed once the answer is out: a refused
 * upgrade must never leave its socket open (CLOSE-WAIT) and hold up the exit.
 */
import type { FastifyInstance } from "fastify";
import { sendShuttingDown } from "./shutting-down.js";

/** A refused upgrade's client has this long to read the answer before the socket is cut. */
const REFUSED_UPGRADE_GRACE_MS = 1_000;

export function registerStopHooks(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (app.lifecycle.phase === "serving") return;
    reply.header("connection", "close");
    if (!isUpgrade(request.headers)) return;
    const socket = request.raw.socket;
    reply.raw.once("finish", () => {
      socket.end();
      setTimeout(() => socket.destroy(), REFUSED_UPGRADE_GRACE_MS).unref();
    });
    return sendShuttingDown(reply, "This server is restarting; connect again");
  });
}

function isUpgrade(headers: Record<string, string | string[] | undefined>): boolean {
  return String(headers.upgrade ?? "").toLowerCase() === "websocket";
}
