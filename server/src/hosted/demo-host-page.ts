/**
 * The demo host page (`demo-host/index.html`): a plain HTML file, as a vendor would write it,
 * except that the server puts this response's CSP nonce where the file says `{{CSP_NONCE}}` —
 * exactly what a vendor's own templating does to pass its nonce to `<queue-booking nonce>`.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_HOST_DIR } from "./project-paths.js";

export const NONCE_PLACEHOLDER = "{{CSP_NONCE}}";

/** Read on every request: it is a QA page, and edits should show without a restart. */
export async function renderDemoHostPage(nonce: string, dir: string = DEMO_HOST_DIR): Promise<string> {
  const html = await readFile(join(dir, "index.html"), "utf8");
  return html.replaceAll(NONCE_PLACEHOLDER, nonce);
}
