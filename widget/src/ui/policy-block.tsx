/**
 * The policy block above the submit button: a sentence that depends on which of the vendor's
 * terms and privacy links exist (none in kiosk mode), then the vendor's pre-booking statement.
 * The statement is HTML the server sanitised on save (formatting and links only), rendered as
 * React elements (`html-subset.tsx`: no HTML string is written, so it shows under Trusted Types)
 * inside the shadow root, where it can neither style nor script the host page. On a kiosk its
 * links become plain text: a visitor who followed one would have no way back to the kiosk.
 *
 * The statement has no translations: it is in the language the vendor writes its texts in
 * (`text_language`, English by default) whatever language the element speaks, and says so with
 * its own `lang`, so a screen reader reads it — and the "I accept" box it describes — with that
 * language's voice, not the page's Korean or Russian one (WCAG 3.1.2).
 */
import { Trans } from "@lingui/react/macro";
import { htmlToReact } from "./html-subset.js";
import { PartBoundary } from "./part-boundary.js";
import { DEFAULT_LOCALE, type PageSettings } from "#contract";

/** `textLanguage`: the vendor's, which the untranslated statement is written in (older servers: English). */
export function PolicyBlock({ settings, kiosk, textLanguage }: { settings: PageSettings; kiosk: boolean; textLanguage: string | undefined }) {
  const terms = kiosk ? null : settings.terms_of_service_url;
  const privacy = kiosk ? null : settings.privacy_policy_url;
  const link = { target: "_blank", rel: "noopener noreferrer" } as const;
  let sentence = null;
  if (terms && privacy) {
    sentence = (
      <Trans>
        By continuing you agree to our{" "}
        <a href={terms} {...link}>
          Terms of Service
        </a>{" "}
        and acknowledge our{" "}
        <a href={privacy} {...link}>
          Privacy Policy
        </a>
        .
      </Trans>
    );
  } else if (terms) {
    sentence = (
      <Trans>
        By continuing you agree to our{" "}
        <a href={terms} {...link}>
          Terms of Service
        </a>
        .
      </Trans>
    );
  } else if (privacy) {
    sentence = (
      <Trans>
        Read our{" "}
        <a href={privacy} {...link}>
          Privacy Policy
        </a>{" "}
        to learn how we use your information.
      </Trans>
    );
  }
  const statement = settings.pre_booking_statement;
  if (!sentence && !statement) return null;
  return (
    <div id="qb-policy" className="qb-policy">
      {sentence ? <p>{sentence}</p> : null}
      {statement ? (
        <PartBoundary name="pre-booking statement">
          <div className="qb-statement" lang={textLanguage ?? DEFAULT_LOCALE}>
            {htmlToReact(statement, { links: !kiosk })}
          </div>
        </PartBoundary>
      ) : null}
    </div>
  );
}
