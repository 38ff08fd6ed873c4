/**
 * The element's files for any page to load: `/widget/queue-booking.js` (ES module entry, the
 * latest release), `/widget/r/{release}/queue-booking.js` (one release's entry, which never
 * changes: hosted pages load it), `/widget/queue-booking.iife.js` (classic script),
 * `/widget/queue-booking-frame.js` (the height helper for pages that frame a hosted page),
 * `/widget/chunks/*` and `/widget/r/{release}/chunks/*` (lazy catalogs, the map: named by
 * content, and kept across builds for pages opened before a deploy) and
 * `/widget/fonts/roboto-latin-{400,500}-normal.woff2`; and the pinned version,
 * `/widget/v{version}/queue-booking.js` and `/widget/v{version}/chunks/*` (the build's release
 * under the element's version from package.json, for a script tag with `integrity`), with its
 * `/widget/manifest.json` (version, entry, integrity). Scripts go out brotli- or
 * gzip-compressed from the build when the client accepts it. Vendor pages on other origins load
 * module scripts and fonts in CORS mode, so every file says `Access-Control-Allow-Origin: *`
 * (they are public and carry no credentials). Needs `reply.sendFile` (@fastify/static,
 * registered by `index.ts`).
 */
import { access } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ApiErrorBody } from "#contract";
import { FONT_DIR, WIDGET_DIR } from "../../hosted/project-paths.js";
import { RELEASE_ID, VERSION, widgetPin } from "../../hosted/widget-release.js";

export interface WidgetAssetOptions {
  /** The rollup output folder (tests point it at an empty one). */
  widgetDir?: string;
  fontDir?: string;
}

/**
 * The entry keeps its name across releases, so it is cached briefly; chunks are named by
 * content hash and never change; fonts change only with the @fontsource package.
 */
export const ENTRY_CACHE = "public, max-age=300";
export const CHUNK_CACHE = "public, max-age=31536000, immutable";
export const FONT_CACHE = "public, max-age=604800";

const ENTRIES = ["queue-booking.js", "queue-booking.iife.js", "queue-booking-frame.js"] as const;
const FONTS = new Set(["roboto-latin-400-normal.woff2", "roboto-latin-500-normal.woff2"]);
const CHUNK_NAME = /^[\w.-]+\.js$/;

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** The server's JSON 404. */
function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

/** Checked first, so a missing file's 404 never carries a year-long cache header. */
async function sendPublicFile(reply: FastifyReply, dir: string, file: string, cacheControl: string): Promise<FastifyReply> {
  if (!(await exists(join(dir, file)))) return notFound(reply);
  return reply
    .header("access-control-allow-origin", "*")
    .header("x-content-type-options", "nosniff")
    .header("cache-control", cacheControl)
    .sendFile(file, dir, { cacheControl: false });
}

/** A server started without `npm run build:widget` says so, instead of a bare 404. */
function notBuilt(reply: FastifyReply): FastifyReply {
  const body = { code: "widget_not_built", message: "The widget bundle has not been built; run npm run build:widget" } satisfies ApiErrorBody;
  return reply.status(503).header("cache-control", "no-store").header("retry-after", "30").send(body);
}

export const widgetAssetRoutes: FastifyPluginAsync<WidgetAssetOptions> = async (app, options) => {
  const widgetDir = options.widgetDir ?? WIDGET_DIR;
  const fontDir = options.fontDir ?? FONT_DIR;
  const hide = { schema: { hide: true } };

  for (const file of ENTRIES) {
    app.get(`/widget/${file}`, hide, async (_request, reply) => {
      if (!(await exists(join(widgetDir, file)))) return notBuilt(reply);
      return sendPublicFile(reply, widgetDir, file, ENTRY_CACHE);
    });
  }

  const sendChunk = async (reply: FastifyReply, file: string) => {
    if (!(await exists(join(widgetDir, ENTRIES[0])))) return notBuilt(reply);
    if (!CHUNK_NAME.test(file)) return notFound(reply);
    return sendPublicFile(reply, widgetDir, `chunks/${file}`, CHUNK_CACHE);
  };
  app.get<{ Params: { file: string } }>("/widget/chunks/:file", hide, (request, reply) => sendChunk(reply, request.params.file));
  // A release's entry imports `./chunks/…`: the same content-named files.
  app.get<{ Params: { release: string; file: string } }>("/widget/r/:release/chunks/:file", hide, (request, reply) =>
    RELEASE_ID.test(request.params.release) ? sendChunk(reply, request.params.file) : notFound(reply),
  );
  app.get<{ Params: { release: string } }>("/widget/r/:release/queue-booking.js", hide, async (request, reply) => {
    const { release } = request.params;
    if (!RELEASE_ID.test(release)) return notFound(reply);
    return sendPublicFile(reply, widgetDir, `releases/${release}/queue-booking.js`, CHUNK_CACHE);
  });

  /**
   * A pinned version is the build's release under the version it was built as, so its entry is
   * cached for a year like a release's. Only that version: an element is served with the API it
   * was built with, and one pinned to an earlier version gets a 404 that names the current one.
   */
  const pinnedRelease = async (reply: FastifyReply, version: string): Promise<string | FastifyReply> => {
    if (!VERSION.test(version)) return notFound(reply);
    if (!(await exists(join(widgetDir, ENTRIES[0])))) return notBuilt(reply);
    const pin = await widgetPin(widgetDir);
    if (pin?.version === version) return pin.release;
    const message = `This server serves version ${pin?.version ?? "(none)"} of the element, not ${version}: see /widget/manifest.json`;
    return reply.status(404).send({ code: "widget_version_not_served", message } satisfies ApiErrorBody);
  };
  app.get<{ Params: { version: string } }>("/widget/v:version/queue-booking.js", hide, async (request, reply) => {
    const release = await pinnedRelease(reply, request.params.version);
    return typeof release === "string" ? sendPublicFile(reply, widgetDir, `releases/${release}/queue-booking.js`, CHUNK_CACHE) : release;
  });
  app.get<{ Params: { version: string; file: string } }>("/widget/v:version/chunks/:file", hide, async (request, reply) => {
    const release = await pinnedRelease(reply, request.params.version);
    return typeof release === "string" ? sendChunk(reply, request.params.file) : release;
  });
  /** What a vendor pastes to pin the element: changes with each build, so cached as briefly as the entry. */
  app.get("/widget/manifest.json", hide, async (_request, reply) => {
    const pin = await widgetPin(widgetDir);
    if (!pin) return notBuilt(reply);
    const manifest = { version: pin.version, entry: `/widget/v${pin.version}/queue-booking.js`, integrity: pin.integrity };
    return reply.header("access-control-allow-origin", "*").header("cache-control", ENTRY_CACHE).send(manifest);
  });

  app.get<{ Params: { file: string } }>("/widget/fonts/:file", hide, async (request, reply) => {
    const { file } = request.params;
    if (!FONTS.has(file)) return notFound(reply);
    return sendPublicFile(reply, fontDir, file, FONT_CACHE);
  });
};
