/**
 * The captcha's script address as the page wants it. On a page that enforces Trusted Types a
 * script's `src` takes only a TrustedScriptURL, made by a named policy: the element's is
 * `queue-booking-captcha`, which a host that enforces Trusted Types and runs a kiosk with the
 * captcha lists in its `trusted-types` directive. It lets through only the addresses the vendor's
 * settings named (the server's CAPTCHA_SCRIPT_URL). Where the policy cannot be made (no Trusted
 * Types, or a page that does not allow the name) the plain string is used: a page that also
 * enforces Trusted Types then refuses it, and the join reports the captcha as unavailable.
 */
export const CAPTCHA_POLICY = "queue-booking-captcha";

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

const allowed = new Set<string>();
/** Made once: a policy name may be created only once per page. */
let policy: { createScriptURL(url: string): unknown } | null | undefined;

function capturePolicy(): typeof policy {
  if (policy !== undefined) return policy;
  const trustedTypes = (window as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  try {
    policy =
      trustedTypes?.createPolicy(CAPTCHA_POLICY, {
        createScriptURL: (url) => {
          if (!allowed.has(url)) throw new TypeError("queue-booking: not the captcha script");
          return url;
        },
      }) ?? null;
  } catch {
    policy = null;
  }
  return policy;
}

export function captchaScriptUrl(href: string): string {
  allowed.add(href);
  const made = capturePolicy();
  return made ? (made.createScriptURL(href) as string) : href;
}
