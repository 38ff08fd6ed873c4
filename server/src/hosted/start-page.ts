/**
 * The start page (`/` outside production): what a person who just ran `npm start` can open —
 * the demo host page, the hosted pages, the back office, the API's documentation — and which
 * vendor the server falls back to. A page for whoever runs the server, in English like the
 * start banner; in production `/` leads to the back office instead (front-door.ts).
 */
import { escapeHtml } from "./escape-html.js";

export interface StartPageFacts {
  /** The vendor the hosted pages show without a `vendor` parameter, if any. */
  defaultVendor: string | undefined;
  /** Whether the demo vendors are loaded. */
  demo: boolean;
}

interface StartLink {
  href: string;
  title: string;
  about: string;
}

const LINKS: readonly StartLink[] = [
  { href: "/demo-host/", title: "Demo host page", about: "A vendor's web page with the <queue-booking> element embedded by one script tag." },
  { href: "/callback-service", title: "Hosted pages", about: "The client's flow full-page: pick a branch and a service, join the line, book." },
  { href: "/office", title: "Back office", about: "Where staff sign in to their desk and admins set their vendor up." },
  { href: "/office/desk", title: "Desk", about: "The back office's desk: serve a location's line and its booked appointments, live." },
  { href: "/api/docs", title: "API documentation", about: "The open, staff and admin APIs, with their schemas (OpenAPI)." },
  { href: "/healthz", title: "Health", about: "What load balancers ask." },
];

export function renderStartPage(nonce: string, facts: StartPageFacts): string {
  const items = LINKS.map((link) => `<li><a href="${link.href}">${escapeHtml(link.title)}</a><p>${escapeHtml(link.about)}</p></li>`).join("\n      ");
  const vendor = facts.defaultVendor
    ? `<p>Pages without a <code>vendor</code> parameter show the vendor <strong>${escapeHtml(facts.defaultVendor)}</strong>${facts.demo ? " (demo data)" : ""}.</p>`
    : "<p>No default vendor: name one with <code>?vendor=</code> on a page or the <code>X-Vendor</code> header on the API.</p>";
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>queue-booking is running</title>
    <style nonce="${nonce}">
      body { font: 1rem/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 42rem; padding: 1.5rem; color: #1d2733; }
      a { color: #0b57d0; font-weight: 600; }
      li { margin-bottom: 0.75rem; }
      li p { margin: 0; }
      code { background: #eef1f5; padding: 0 0.25rem; border-radius: 0.25rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>queue-booking is running</h1>
      ${vendor}
      <ul>
      ${items}
      </ul>
    </main>
  </body>
</html>
`;
}
