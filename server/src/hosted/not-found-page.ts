/**
 * The HTML 404 of the hosted pages (an unknown vendor, a malformed location id), in the page's
 * language: a browser opened it, so it gets a page rather than the API's JSON.
 */
import type { Locale } from "../../../widget/src/contract/index.js";
import { escapeHtml } from "./escape-html.js";
import { htmlDocument } from "./hosted-page.js";

const TEXTS: Record<Locale, { title: string; body: string }> = {
  en: { title: "Page not found", body: "This booking page does not exist. Please check the link." },
  es: { title: "Página no encontrada", body: "Esta página de reservas no existe. Compruebe el enlace." },
  fr: { title: "Page introuvable", body: "Cette page de réservation n'existe pas. Vérifiez le lien." },
  ko: { title: "페이지를 찾을 수 없습니다", body: "이 예약 페이지는 존재하지 않습니다. 링크를 확인해 주세요." },
  pl: { title: "Nie znaleziono strony", body: "Ta strona rezerwacji nie istnieje. Sprawdź link." },
  "pt-BR": { title: "Página não encontrada", body: "Esta página de agendamento não existe. Verifique o link." },
  ru: { title: "Страница не найдена", body: "Такой страницы записи не существует. Проверьте ссылку." },
  "zh-Hans": { title: "找不到页面", body: "此预约页面不存在。请检查链接。" },
};

export function renderNotFoundPage(locale: Locale, nonce: string): string {
  const text = TEXTS[locale];
  return htmlDocument(locale, text.title, nonce, "", `<main>\n<h1>${escapeHtml(text.title)}</h1>\n<p>${escapeHtml(text.body)}</p>\n</main>`);
}
