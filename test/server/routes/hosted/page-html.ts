/** Small readers for the hosted pages' HTML in inject tests (no DOM in the node project). */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
}

/** The attributes of the first `<tag …>` in the page outside comments, unescaped. */
export function tagAttributes(html: string, tag: string): Record<string, string> {
  const markup = html.replace(/<!--[\s\S]*?-->/g, "");
  const open = new RegExp(`<${tag}(\\s[^>]*)?>`).exec(markup)?.[1] ?? "";
  return Object.fromEntries([...open.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map((m) => [m[1] ?? "", unescapeHtml(m[2] ?? "")]));
}

/** The nonce of a policy's script-src. */
export function policyNonce(policy: string | undefined): string | undefined {
  return /script-src 'self' 'nonce-([^']+)'/.exec(policy ?? "")?.[1];
}
