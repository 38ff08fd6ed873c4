/**
 * The CSP nonce written on the host element (`<queue-booking nonce="…">`). Browsers hide a
 * `nonce` attribute once the element is in a page with a header-delivered CSP: the attribute
 * then reads "" and only the native `nonce` property keeps the value. r2wc defines its own
 * `nonce` property on the element's class, which shadows the native one, so the native getter
 * is asked directly. Without this, emotion's style tags carry no nonce and the CSP blocks them.
 */
export function hostNonce(host: Element | null): string | undefined {
  if (!host || typeof HTMLElement === "undefined") return undefined;
  const value: unknown = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "nonce")?.get?.call(host);
  return typeof value === "string" && value ? value : undefined;
}
