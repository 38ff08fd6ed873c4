/**
 * `GET /staff` and anything under it: the plain staff console that stood here is gone; its work
 * is the back office's desk (`/office/desk`), where staff sign in with their own account. Old
 * bookmarks and links land there, their query kept (`?vendor=demo` names the vendor on the
 * sign-in). A 302, not a 301: browsers keep a 301 forever, and the address may yet serve
 * something else; the front door (`/`) redirects the same way. The staff API (`/api/v2/staff`)
 * is another path and stays for integrations with bearer tokens.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

const DESK_PATH = "/office/desk";

export const staffConsoleRedirect: FastifyPluginAsync = async (app) => {
  const hide = { schema: { hide: true } };
  const toDesk = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.raw.url?.indexOf("?") ?? -1;
    // The path is fixed and only the query comes along, so this never leads off the site.
    return reply.redirect(query === -1 ? DESK_PATH : `${DESK_PATH}${request.raw.url?.slice(query)}`, 302);
  };
  app.get("/staff", hide, toDesk);
  app.get("/staff/*", hide, toDesk);
};
