/**
 * The back office's scripts, from its rollup output (`dist/assets/office`):
 * `/office/assets/office.js` (the latest build's entry), `/office/assets/r/{release}/office.js`
 * (one release's entry, which never changes: the page loads it) and the content-named chunks,
 * `/office/assets/chunks/*` and `/office/assets/r/{release}/chunks/*`, kept across builds for
 * pages opened before a deploy. Brotli or gzip from the build when the client accepts it. Only the
 * back office's own page loads them (same origin): no CORS header. Needs `reply.sendFile`.
 */
import { access } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { OFFICE_ASSETS_PATH } from "../../hosted/office-release.js";
import { RELEASE_ID } from "../../hosted/widget-release.js";

/** The plain entry keeps its name across releases; a release's entry and chunks never change. */
export const OFFICE_ENTRY_CACHE = "public, max-age=300";
export const OFFICE_CHUNK_CACHE = "public, max-age=31536000, immutable";

const CHUNK_NAME = /^[\w.-]+\.js$/;

export interface OfficeAssetOptions {
  officeDir: string;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

export const officeAssetRoutes: FastifyPluginAsync<OfficeAssetOptions> = async (app, options) => {
  const dir = options.officeDir;
  const hide = { schema: { hide: true } };

  /** The server's JSON 404. */
  const notFound = (reply: FastifyReply): FastifyReply => {
    reply.callNotFound();
    return reply;
  };

  /** Checked first, so a missing file's 404 never carries a year-long cache header. */
  async function send(reply: FastifyReply, file: string, cacheControl: string): Promise<FastifyReply> {
    if (!(await exists(join(dir, file)))) return notFound(reply);
    return reply.header("x-content-type-options", "nosniff").header("cache-control", cacheControl).sendFile(file, dir, { cacheControl: false });
  }

  const chunk = (reply: FastifyReply, file: string) => (CHUNK_NAME.test(file) ? send(reply, `chunks/${file}`, OFFICE_CHUNK_CACHE) : notFound(reply));

  app.get(`${OFFICE_ASSETS_PATH}/office.js`, hide, (_request, reply) => send(reply, "office.js", OFFICE_ENTRY_CACHE));
  app.get<{ Params: { file: string } }>(`${OFFICE_ASSETS_PATH}/chunks/:file`, hide, (request, reply) => chunk(reply, request.params.file));
  app.get<{ Params: { release: string; file: string } }>(`${OFFICE_ASSETS_PATH}/r/:release/chunks/:file`, hide, (request, reply) =>
    RELEASE_ID.test(request.params.release) ? chunk(reply, request.params.file) : notFound(reply),
  );
  app.get<{ Params: { release: string } }>(`${OFFICE_ASSETS_PATH}/r/:release/office.js`, hide, (request, reply) =>
    RELEASE_ID.test(request.params.release) ? send(reply, `releases/${request.params.release}/office.js`, OFFICE_CHUNK_CACHE) : notFound(reply),
  );
};
