/**
 * `GET /demo-host/`: the QA page that embeds `<queue-booking>` by script tag the way a vendor's
 * site would — under its own strict CSP, with hostile host CSS and a theme override — plus
 * `/demo-host/demo-host.css`. Needs `reply.sendFile` (registered by `index.ts`).
 */
import type { FastifyPluginAsync } from "fastify";
import { createNonce, sendHtmlPage } from "../../hosted/content-security-policy.js";
import { renderDemoHostPage } from "../../hosted/demo-host-page.js";
import { DEMO_HOST_DIR } from "../../hosted/project-paths.js";

export interface DemoHostOptions {
  demoHostDir?: string;
}

export const demoHostRoutes: FastifyPluginAsync<DemoHostOptions> = async (app, options) => {
  const dir = options.demoHostDir ?? DEMO_HOST_DIR;
  const hide = { schema: { hide: true } };
  // Relative links in the page need the trailing slash.
  app.get("/demo-host", hide, async (_request, reply) => reply.redirect("/demo-host/", 301));
  app.get("/demo-host/", hide, async (_request, reply) => {
    const nonce = createNonce();
    return sendHtmlPage(reply, 200, nonce, await renderDemoHostPage(nonce, dir));
  });
  app.get("/demo-host/demo-host.css", hide, async (_request, reply) =>
    reply.header("x-content-type-options", "nosniff").header("cache-control", "no-cache").sendFile("demo-host.css", dir, { cacheControl: false }),
  );
};
