/**
 * The header (hidden when embedded): the vendor's logo or name, linked to its homepage except
 * in kiosk and TV modes; the language picker when more than one language is offered (not on a
 * TV) — on a kiosk, a large button per language; in kiosk mode a home button that resets the
 * kiosk.
 */
import { useLingui } from "@lingui/react/macro";
import { LOCALES, isLocale, type Locale } from "#contract";
import { useElement, useElementState } from "../element/element-context.js";
import { useDisplayMode, useKioskMode } from "../routing/use-display-mode.js";
import { useKioskReset } from "../kiosk/use-kiosk-reset.js";
import { LanguagePicker } from "./language-picker.js";
import { KioskLanguageButtons } from "../kiosk/kiosk-language-buttons.js";

export function Header() {
  const { t } = useLingui();
  const { store, navigate } = useElement();
  const vendor = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings : null));
  const locale = useElementState((s) => s.locale);
  const route = useElementState((s) => s.route);
  const kiosk = useKioskMode();
  // A lobby screen takes no input: the brand stays, the link and the language picker go.
  const tv = useDisplayMode() === "tv";
  const resetKiosk = useKioskReset();
  if (!vendor) return null;
  const offered = vendor.client_view.available_languages.filter((l): l is Locale => (LOCALES as readonly string[]).includes(l));
  const brand = vendor.theme.logo ? <img src={vendor.theme.logo} alt={vendor.name} /> : <span>{vendor.name}</span>;

  const changeLanguage = (next: string) => {
    if (!isLocale(next)) return;
    store.getState().setLocale(next);
    navigate({ path: route.path, query: { ...route.query, lang: next } }, { replace: true });
  };

  return (
    <header className="qb-header">
      {vendor.homepage && !kiosk && !tv ? <a href={vendor.homepage}>{brand}</a> : brand}
      <div>
        {offered.length > 1 && !tv ? (
          kiosk ? (
            <KioskLanguageButtons offered={offered} locale={locale} onChoose={changeLanguage} />
          ) : (
            <LanguagePicker offered={offered} locale={locale} onChoose={changeLanguage} />
          )
        ) : null}
        {kiosk ? (
          <button type="button" className="qb-button qb-secondary" onClick={() => resetKiosk()}>
            {t`Home`}
          </button>
        ) : null}
      </div>
    </header>
  );
}
