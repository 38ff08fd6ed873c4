/**
 * The HTML 404 a browser gets (an unknown vendor or page, a malformed location id), in the
 * page's language: the spec's generic screen (sections 2 and 8: the title, the page-missing line
 * and the default subtitle, as the element's own error screen shows them) and, when the vendor
 * is known, its book-another link. API clients keep the JSON 404.
 */
import type { Locale } from "#contract";
import { escapeHtml } from "./escape-html.js";
import { htmlDocument } from "./hosted-page.js";

/** The element's own texts for the same screen (locales/*.po), so both read alike. */
const TEXTS: Record<Locale, { title: string; body: string; subtitle: string; back: string }> = {
  en: {
    title: "Oops, something went wrong",
    body: "The page you are looking for cannot be found",
    subtitle: "Please try again or contact us",
    back: "Book another",
  },
  es: {
    title: "¡Vaya! Algo salió mal",
    body: "No se encuentra la página que busca",
    subtitle: "Inténtelo de nuevo o comuníquese con nosotros",
    back: "Nueva reserva",
  },
  fr: {
    title: "Oups, un problème est survenu",
    body: "La page que vous recherchez est introuvable",
    subtitle: "Veuillez réessayer ou nous contacter",
    back: "Nouvelle réservation",
  },
  ko: {
    title: "죄송합니다. 문제가 발생했습니다",
    body: "요청하신 페이지를 찾을 수 없습니다",
    subtitle: "다시 시도하시거나 저희에게 문의해 주세요",
    back: "새로 예약하기",
  },
  pl: {
    title: "Ups, coś poszło nie tak",
    body: "Nie można znaleźć szukanej strony",
    subtitle: "Proszę spróbować ponownie lub skontaktować się z nami",
    back: "Nowa rezerwacja",
  },
  "pt-BR": {
    title: "Ops, algo deu errado",
    body: "A página que você procura não foi encontrada",
    subtitle: "Tente novamente ou entre em contato conosco",
    back: "Novo agendamento",
  },
  ru: {
    title: "Извините, что-то пошло не так",
    body: "Запрашиваемая страница не найдена",
    subtitle: "Повторите попытку или свяжитесь с нами",
    back: "Новая запись",
  },
  "zh-Hans": { title: "抱歉，出了点问题", body: "找不到您要访问的页面", subtitle: "请重试或与我们联系", back: "重新预约" },
};

/** `backHref`: where book another leads, when the vendor is known. */
export function renderNotFoundPage(locale: Locale, nonce: string, backHref?: string): string {
  const text = TEXTS[locale];
  const back = backHref ? `\n<p><a class="qb-book-another" href="${escapeHtml(backHref)}">${escapeHtml(text.back)}</a></p>` : "";
  const main = [`<h1>${escapeHtml(text.title)}</h1>`, `<p>${escapeHtml(text.body)}</p>`, `<p>${escapeHtml(text.subtitle)}</p>`].join("\n");
  // A description, as every hosted page has: what a link preview of a dead link shows.
  const head = `<meta name="description" content="${escapeHtml(text.body)}">\n`;
  return htmlDocument(locale, text.title, nonce, head, `<main>\n${main}${back}\n</main>`);
}
