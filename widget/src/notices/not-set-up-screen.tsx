/**
 * The element cannot start on this page as it is set up: the page's origin is not among the
 * vendor's allowed origins, or the `vendor` attribute names no vendor on that server. The
 * client is told it is nothing they did; the page's developer gets one console message naming
 * the code and the fix (docs/embedding.md, "When the element cannot start").
 */
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { useElement } from "../element/element-context.js";

/** The vendor answers that mean the embedding is set up wrong, not that something failed. */
export type SetUpCode = "origin_not_allowed" | "vendor_not_found";

/** The developer's message: what is wrong, with which values, and what to change. */
export function setUpHint(code: SetUpCode, vendor: string | undefined, apiBase: string, origin: string): string {
  const docs = 'docs/embedding.md, "When the element cannot start"';
  if (code === "origin_not_allowed") {
    return `queue-booking: origin_not_allowed: this page's origin ${origin} is not among the allowed origins of vendor "${vendor ?? ""}" on ${apiBase}. Add ${origin} to that vendor's allowed_origins (${docs}).`;
  }
  return `queue-booking: vendor_not_found: ${apiBase} has no vendor "${vendor ?? ""}". Set the element's vendor attribute to your vendor's slug (${docs}).`;
}

export function NotSetUpScreen({ code }: { code: SetUpCode }) {
  const { attributes, api } = useElement();
  useEffect(() => {
    console.error(setUpHint(code, attributes.vendor, api.base, window.location.origin));
  }, [code, attributes.vendor, api.base]);
  return (
    <section role="alert">
      <h1>
        <Trans>Online booking is not available on this page</Trans>
      </h1>
      <p>
        <Trans>This is not caused by anything you did. Please contact us another way.</Trans>
      </p>
    </section>
  );
}
