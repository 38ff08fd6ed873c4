/**
 * The policy block above the submit button: a sentence that depends on which of the vendor's
 * terms and privacy links exist (none in kiosk mode), then the vendor's pre-booking statement.
 * The statement is HTML the server sanitised on save (formatting and links only); it renders
 * inside the shadow root, so it can neither style nor script the host page. On a kiosk its
 * links become plain text: a visitor who followed one would have no way back to the kiosk.
 */
import { Trans } from "@lingui/react/macro";
import type { PageSettings } from "../../contract/index.js";

export function PolicyBlock({ settings, kiosk }: { settings: PageSettings; kiosk: boolean }) {
  const terms = kiosk ? null : settings.terms_of_service_url;
  const privacy = kiosk ? null : settings.privacy_policy_url;
  const link = { target: "_blank", rel: "noopener noreferrer" } as const;
  let sentence = null;
  if (terms && privacy) {
    sentence = (
      <Trans>
        By continuing you agree to our <a href={terms} {...link}>Terms of Service</a> and acknowledge our{" "}
        <a href={privacy} {...link}>Privacy Policy</a>.
      </Trans>
    );
  } else if (terms) {
    sentence = (
      <Trans>
        By continuing you agree to our <a href={terms} {...link}>Terms of Service</a>.
      </Trans>
    );
  } else if (privacy) {
    sentence = (
      <Trans>
        Read our <a href={privacy} {...link}>Privacy Policy</a> to learn how we use your information.
      </Trans>
    );
  }
  const statement = kiosk ? withoutLinks(settings.pre_booking_statement) : settings.pre_booking_statement;
  if (!sentence && !statement) return null;
  return (
    <div id="qb-policy" className="qb-policy">
      {sentence ? <p>{sentence}</p> : null}
      {statement ? <div className="qb-statement" dangerouslySetInnerHTML={{ __html: statement }} /> : null}
    </div>
  );
}

/** The sanitised statement's `<a …>` tags (the only tags with attributes it keeps) as spans. */
function withoutLinks(html: string): string {
  return html.replace(/<a\b[^>]*>/gi, "<span>").replace(/<\/a\s*>/gi, "</span>");
}
