/**
 * A kiosk's language switch: one large button per language, each named in itself ("Español",
 * "한국어") and marked with its `lang`, the current one pressed. A finger at arm's length cannot
 * work a native select's small list, and a person looking for their language finds it on
 * sight. A press switches at once: on a touch screen every press is a deliberate choice. The
 * kiosk's frame styles come with them, so the header paints at its kiosk size from the start.
 */
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "#contract";
import { languageName } from "../app/language-picker.js";
import { KioskFrameStyles } from "./kiosk-frame-styles.js";

export function KioskLanguageButtons({ offered, locale, onChoose }: { offered: readonly Locale[]; locale: Locale; onChoose(next: string): void }) {
  const { t } = useLingui();
  return (
    <>
      <KioskFrameStyles />
      {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields: a fieldset would bring a form's border and semantics for nothing. */}
      <div role="group" aria-label={t`Language`} className="qb-kiosk-languages">
        {offered.map((l) => (
          <button key={l} type="button" lang={l} className="qb-button qb-secondary" aria-pressed={l === locale} onClick={() => l !== locale && onChoose(l)}>
            {languageName(l)}
          </button>
        ))}
      </div>
    </>
  );
}
