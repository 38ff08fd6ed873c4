/**
 * The HTML 404 a browser gets (an unknown vendor or page, a malformed location id), in the
 * page's language, with the spec's page-missing texts and, when the vendor is known, a way
 * back to that vendor's locations. API clients keep the JSON 404.
 */
import type { Locale } from "../../../widget/src/contract/index.js";
import { escapeHtml } from "./escape-html.js";
import { htmlDocument } from "./hosted-page.js";

/** The element's own texts for the same screen (locales/*.po), so both read alike. */
const TEXTS: Record<Locale, { title: string; body: string; back: string }> = {
  en: { title: "Oops, something went wrong", body: "The page you are looking for cannot be found", back: "Book another" },
  es: { title: "¡Vaya! Algo salió mal", body: "No se encuentra la página que busca", back: "Nueva reserva" },
  fr: { title: "Oups, un problème est survenu", body: "La page que vous recherchez est introuvable", back: "Nouvelle réservation" },
  ko: { title: "죄송합니다. 문제가 발생했습니다", body: "요청하신 페이지를 찾을 수 없습니다", back: "새로 예약하기" },
  pl: { title: "Ups, coś poszło nie tak", body: "Nie można znaleźć szukanej strony", back: "Nowa rezerwacja" },
  "pt-BR": { title: "Ops, algo deu errado", body: "A página que você procura não foi encontrada", back: "Novo agendamento" },
  ru: { title: "Извините, что-то пошло не так", body: "Запрашиваемая страница не найдена", back: "Новая запись" },
  "zh-Hans": { title: "抱歉，出了点问题", body: "找不到您要访问的页面", back: "重新预约" },
};

/** `backHref`: the vendor's start page, when the vendor is known. */
export function renderNotFoundPage(locale: Locale, nonce: string, backHref?: string): string {
  const text = TEXTS[locale];
  const back = backHref ? `\n<p><a href="${escapeHtml(backHref)}">${escapeHtml(text.back)}</a></p>` : "";
  return htmlDocument(locale, text.title, nonce, "", `<main>\n<h1>${escapeHtml(text.title)}</h1>\n<p>${escapeHtml(text.body)}</p>${back}\n</main>`);
}
