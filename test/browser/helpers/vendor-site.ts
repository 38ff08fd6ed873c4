/**
 * A stand-in for a vendor's own website: a tiny HTTP server on another port (so another
 * origin) serving fixed HTML pages, each with the Content-Security-Policy given.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getDocument, patchDocument } from "../../helpers/admin-document.js";
import type { TestServer } from "../../helpers/test-server.js";

export interface VendorPage {
  html: string;
  policy: string;
}

export interface VendorSite {
  origin: string;
  close(): Promise<void>;
}

export async function startVendorSite(pages: Record<string, VendorPage>): Promise<VendorSite> {
  const server: Server = createServer((request, response) => {
    const page = pages[(request.url ?? "/").split("?")[0] ?? "/"];
    if (!page) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": page.policy }).end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Lets the vendor's element run on `origin`: adds it to the vendor's `allowed_origins`. */
export async function allowVendorOrigin(server: TestServer, slug: string, origin: string): Promise<void> {
  const current = await getDocument(server, slug);
  const { allowed_origins } = current.json() as { allowed_origins: string[] };
  const res = await patchDocument(server, slug, { allowed_origins: [...allowed_origins, origin] }, { "if-match": String(current.headers.etag) });
  if (res.statusCode !== 200) throw new Error(`allowing ${origin} for ${slug}: ${res.statusCode} ${res.body}`);
}

/**
 * A vendor's page holding one element loaded as a module from `widgetOrigin`, under a policy
 * that allows only that origin (its API and live updates included). `attributes` go on the
 * element; `lang` is the page's own language; `script` replaces the plain module tag (a pinned
 * one, say).
 */
export function elementPage(
  widgetOrigin: string,
  attributes: string,
  options: { lang?: string; title?: string; body?: string; script?: string } = {},
): VendorPage {
  const script = options.script ?? `<script type="module" src="${widgetOrigin}/widget/queue-booking.js"></script>`;
  return {
    html: `<!doctype html><html lang="${options.lang ?? "en"}"><head><meta charset="utf-8"><title>${options.title ?? "Vendor"}</title><link rel="icon" href="data:,">
${script}</head>
<body>${options.body ?? ""}<queue-booking ${attributes}></queue-booking></body></html>`,
    policy: `default-src 'self'; script-src 'self' ${widgetOrigin}; font-src ${widgetOrigin}; connect-src ${widgetOrigin} ${widgetOrigin.replace(/^http/, "ws")}; img-src data: https:`,
  };
}
