/**
 * The header (hidden when embedded): the vendor's logo or name, linked to its homepage except
 * in kiosk and TV modes; the language picker when more than one language is offered (not on a
 * TV); in kiosk mode a home button that resets the kiosk.
 */
import { useLingui } from "@lingui/react/macro";
import { LOCALES, isLocale, type Locale } from "../contract/index.js";
import { useElement, useElementState } from "../element/element-context.js";
import { useDisplayMode, useKioskMode } from "../kiosk/use-kiosk-mode.js";
import { useKioskReset } from "../kiosk/use-kiosk-reset.js";

/**
 * Each language named in itself, so a person can find their own ("Español", "한국어"), from the
 * browser's own data as the phone field's country names are, so no list ships with the form.
 */
function languageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

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
  const offered = vendor.client_view.available_languages.filter((l) => (LOCALES as readonly string[]).includes(l));
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
          <label>
            <span className="qb-visually-hidden">{t`Language`}</span>
            <select value={locale} onChange={(e) => changeLanguage(e.target.value)}>
              {offered.map((l) => (
                <option key={l} value={l} lang={l}>
                  {languageName(l)}
                </option>
              ))}
            </select>
          </label>
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
