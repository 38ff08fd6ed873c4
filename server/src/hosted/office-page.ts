/**
 * The HTML of the back office (`/office…`): an empty `#office` for the app, the page's vendor as
 * data attributes (its slug for sign-in, its name for the header), its colours as `--qbo-*`
 * custom properties in the page's one nonce'd `<style>`, and the app's module script. No inline
 * script and no style attribute: the page runs under the strict policy of
 * `content-security-policy.ts`.
 */
import type { Locale } from "#contract";
import { escapeHtml } from "./escape-html.js";
import { htmlDocument } from "./hosted-page.js";
import { readableTextColour } from "./readable-text-colour.js";

/** The app's own name in each language (the app's catalog, `locales/office/`, says the same), and what shows without scripts. */
const TEXTS: Record<Locale, { backOffice: string; noScript: string }> = {
  en: { backOffice: "Back office", noScript: "The back office needs JavaScript. Turn it on in your browser and reload this page." },
  es: { backOffice: "Panel de gestión", noScript: "El panel de gestión necesita JavaScript. Actívelo en su navegador y vuelva a cargar esta página." },
  fr: { backOffice: "Espace de gestion", noScript: "L'espace de gestion a besoin de JavaScript. Activez-le dans votre navigateur et rechargez cette page." },
  ko: { backOffice: "관리 센터", noScript: "관리 센터를 사용하려면 JavaScript가 필요합니다. 브라우저에서 JavaScript를 켜고 이 페이지를 새로 고치세요." },
  pl: { backOffice: "Panel zarządzania", noScript: "Panel zarządzania wymaga JavaScriptu. Włącz go w przeglądarce i wczytaj tę stronę ponownie." },
  "pt-BR": { backOffice: "Painel de gestão", noScript: "O painel de gestão precisa de JavaScript. Ative-o no seu navegador e recarregue esta página." },
  ru: { backOffice: "Панель управления", noScript: "Для панели управления нужен JavaScript. Включите его в браузере и перезагрузите страницу." },
  "zh-Hans": { backOffice: "管理后台", noScript: "管理后台需要 JavaScript。请在浏览器中启用它，然后重新加载此页面。" },
};

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
const DEFAULT_PRIMARY = "#1a73e8";

export interface OfficePageVendor {
  slug: string;
  name: string;
  /** The vendor document's `theme.primary`. */
  primary: string | undefined;
}

export interface OfficePageInput {
  locale: Locale;
  /** Undefined: the neutral page. */
  vendor: OfficePageVendor | undefined;
  nonce: string;
  /** This build's release entry (`office-release.ts`). */
  entryPath: string;
}

/** The colours, declared on `:root` for the app's styles; a value not a colour falls back to the default. */
function pageCss(primary: string | undefined): string {
  const colour = primary && HEX.test(primary) ? primary : DEFAULT_PRIMARY;
  return `:root{--qbo-primary:${colour};--qbo-on-primary:${readableTextColour(colour)}}html,body{margin:0}`;
}

export function officePageTitle(locale: Locale, vendorName: string | undefined): string {
  const name = TEXTS[locale].backOffice;
  return vendorName ? `${name} – ${vendorName}` : name;
}

export function renderOfficePage(input: OfficePageInput): string {
  const { locale, vendor, nonce } = input;
  const data = vendor ? ` data-vendor="${escapeHtml(vendor.slug)}" data-vendor-name="${escapeHtml(vendor.name)}"` : "";
  const script = `<script type="module" src="${escapeHtml(input.entryPath)}" nonce="${escapeHtml(nonce)}"></script>\n`;
  const body = `<div id="office"${data}></div>\n<noscript><p>${escapeHtml(TEXTS[locale].noScript)}</p></noscript>`;
  return htmlDocument(locale, officePageTitle(locale, vendor?.name), nonce, script, body, pageCss(vendor?.primary));
}
