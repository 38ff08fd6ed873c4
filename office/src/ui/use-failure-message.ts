/**
 * What a failed call means to the person, translated from its stable `code` (never the server's
 * English `message`). A refusal for too many attempts names the time to try again, from the
 * answer's `Retry-After`, in the page's language and the browser's clock. Screens handle their
 * own expected refusals (a wrong password, a used link) before falling back to this.
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { ApiFailure } from "../api/office-api.js";

/** The time `seconds` from now, rounded up to the minute, as the page's language writes times. */
export function tryAgainTime(seconds: number, locale: string, now = Date.now()): string {
  const at = new Date(Math.ceil((now + seconds * 1000) / 60_000) * 60_000);
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(at);
}

export function useFailureMessage(): (failure: ApiFailure) => string {
  const { t, i18n } = useLingui();
  return useCallback(
    (failure: ApiFailure) => {
      switch (failure.code) {
        case "rate_limited": {
          if (failure.retryAfterSeconds === undefined) return t`Too many attempts. Try again in a few minutes.`;
          const time = tryAgainTime(failure.retryAfterSeconds, i18n.locale);
          return t`Too many attempts. You can try again at ${time}.`;
        }
        case "network_error":
          return t`The server could not be reached. Check your connection and try again.`;
        case "vendor_not_found":
          return t`This sign-in page belongs to no organisation. Use the back-office address your organisation gave you.`;
        case "unauthorized":
          return t`Your session has ended. Sign in again.`;
        case "csrf_missing":
        case "csrf_invalid":
          return t`Your session could not be confirmed. Reload the page and try again.`;
        case "validation_failed":
          return t`Check what you entered and try again.`;
        default:
          return failure.status >= 500 ? t`Something went wrong on our side. Try again in a moment.` : t`Something went wrong. Try again.`;
      }
    },
    [t, i18n],
  );
}
