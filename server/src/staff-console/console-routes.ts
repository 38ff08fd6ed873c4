/**
 * `GET /staff`: the staff console page, its browser modules (`/staff/console/{name}.js`, the page
 * loads `main.js`, which imports the rest) and stylesheet (`/staff/console.css`). Nothing inline,
 * so the page carries a strict Content-Security-Policy; the only outside connection it needs is
 * the `/live` websocket.
 */
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { notFound } from "../http/api-error.js";
import { loadConsoleModule } from "./console-modules.js";
import { CONSOLE_HTML } from "./console-page.js";
import { CONSOLE_CSS } from "./console-style.js";

/** The page's policy: same-origin scripts, styles and fetches, websockets for live updates. */
export const CONSOLE_CSP = "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:";

function secure(reply: FastifyReply, contentType: string): FastifyReply {
  return reply
    .header("content-type", contentType)
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "no-referrer")
    .header("cache-control", "no-cache");
}

export const staffConsoleRoutes: FastifyPluginAsync = async (app) => {
  const hide = { schema: { hide: true } };
  app.get("/staff", hide, async (_request, reply) =>
    secure(reply, "text/html; charset=utf-8")
      .header("content-security-policy", CONSOLE_CSP)
      // The console holds a staff token: no other site may frame it.
      .header("x-frame-options", "DENY")
      .send(CONSOLE_HTML),
  );
  app.get<{ Params: { file: string } }>("/staff/console/:file", hide, async (request, reply) => {
    const name = /^(.+)\.js$/.exec(request.params.file)?.[1];
    const script = name === undefined ? undefined : await loadConsoleModule(name);
    if (script === undefined) throw notFound("not_found", "No such console module");
    return secure(reply, "text/javascript; charset=utf-8").send(script);
  });
  app.get("/staff/console.css", hide, async (_request, reply) => secure(reply, "text/css; charset=utf-8").send(CONSOLE_CSS));
};
