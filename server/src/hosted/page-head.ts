/**
 * What a hosted page's `<head>` says before any script runs: the first screen's title and a
 * description in the page's language, so search engines and link previews read the page without
 * running the element, and whether it may be indexed. The element then keeps the title right as
 * the client moves (widget `use-document-title.ts`: "{screen's h1} – {vendor}", the same form).
 * The picker's and the form's titles are their `h1` as the catalogs translate it, so the tab's
 * name does not change when the element takes over.
 *
 * Manage and confirmation pages are `noindex`: their address holds an appointment's confirm
 * code, and no search result should ever lead to one. So is every page opened in a display mode
 * (`mode=kiosk`, `tv`, `embed`, `invitation`): a lobby's device, a frame on a vendor's site or an
 * invitation's link, each a copy of a public page that search results should name instead.
 */
import type { DisplayMode, Locale } from "#contract";

export type ScreenKind = "picker" | "form" | "location" | "booking" | "queue-manage" | "booked-manage";

interface ScreenText {
  title: string;
  description: string;
}

/** The pages never to index: they carry a confirm code. */
const PRIVATE_SCREENS: ReadonlySet<ScreenKind> = new Set(["queue-manage", "booked-manage"]);

const TEXTS: Record<Locale, Record<ScreenKind, ScreenText>> = {
  en: {
    picker: { title: "Select a Location", description: "Find a location near you, see the current wait and join the line online." },
    form: { title: "Join the line", description: "Join the line online and get updates on your place until it is your turn." },
    location: { title: "Location details", description: "Address, opening hours and current wait of this location." },
    booking: { title: "Book an appointment", description: "Choose a service, a location and a time, and book your appointment online." },
    "queue-manage": { title: "Your place in line", description: "See your place in line and your estimated wait." },
    "booked-manage": { title: "Your appointment", description: "See the details of your appointment and change or cancel it." },
  },
  es: {
    picker: { title: "Seleccione una ubicación", description: "Busque una ubicación cercana, consulte la espera actual y únase a la fila en línea." },
    form: { title: "Unirse a la fila", description: "Únase a la fila en línea y reciba avisos sobre su lugar hasta que sea su turno." },
    location: { title: "Detalles de la ubicación", description: "Dirección, horario y espera actual de esta ubicación." },
    booking: { title: "Reserve una cita", description: "Elija un servicio, una ubicación y una hora, y reserve su cita en línea." },
    "queue-manage": { title: "Su lugar en la fila", description: "Consulte su lugar en la fila y el tiempo de espera estimado." },
    "booked-manage": { title: "Su cita", description: "Consulte los detalles de su cita y modifíquela o cancélela." },
  },
  fr: {
    picker: {
      title: "Sélectionnez un établissement",
      description: "Trouvez un site près de chez vous, consultez l’attente actuelle et rejoignez la file en ligne.",
    },
    form: { title: "Rejoindre la file d'attente", description: "Rejoignez la file en ligne et suivez votre place jusqu’à votre tour." },
    location: { title: "Informations sur le site", description: "Adresse, horaires et attente actuelle de ce site." },
    booking: { title: "Prendre rendez-vous", description: "Choisissez un service, un site et un horaire, et prenez rendez-vous en ligne." },
    "queue-manage": { title: "Votre place dans la file", description: "Consultez votre place dans la file et votre attente estimée." },
    "booked-manage": { title: "Votre rendez-vous", description: "Consultez les détails de votre rendez-vous, modifiez-le ou annulez-le." },
  },
  ko: {
    picker: { title: "지점 선택", description: "가까운 지점을 찾아 현재 대기 시간을 확인하고 온라인으로 줄을 서세요." },
    form: { title: "대기 등록", description: "온라인으로 줄을 서고 차례가 될 때까지 내 순서를 안내받으세요." },
    location: { title: "지점 정보", description: "이 지점의 주소, 운영 시간, 현재 대기 시간입니다." },
    booking: { title: "예약하기", description: "서비스, 지점, 시간을 선택하고 온라인으로 예약하세요." },
    "queue-manage": { title: "내 대기 순서", description: "내 대기 순서와 예상 대기 시간을 확인하세요." },
    "booked-manage": { title: "내 예약", description: "예약 내용을 확인하고 변경하거나 취소하세요." },
  },
  pl: {
    picker: { title: "Wybierz placówkę", description: "Znajdź placówkę w pobliżu, sprawdź aktualny czas oczekiwania i dołącz do kolejki online." },
    form: { title: "Dołącz do kolejki", description: "Dołącz do kolejki online i otrzymuj informacje o swoim miejscu, aż nadejdzie Twoja kolej." },
    location: { title: "Szczegóły placówki", description: "Adres, godziny otwarcia i aktualny czas oczekiwania w tej placówce." },
    booking: { title: "Umów wizytę", description: "Wybierz usługę, placówkę i godzinę, i umów wizytę online." },
    "queue-manage": { title: "Twoje miejsce w kolejce", description: "Sprawdź swoje miejsce w kolejce i szacowany czas oczekiwania." },
    "booked-manage": { title: "Twoja wizyta", description: "Sprawdź szczegóły wizyty, zmień ją lub odwołaj." },
  },
  "pt-BR": {
    picker: { title: "Selecione uma unidade", description: "Encontre um local perto de você, veja a espera atual e entre na fila on-line." },
    form: { title: "Entrar na fila", description: "Entre na fila on-line e acompanhe sua posição até chegar a sua vez." },
    location: { title: "Detalhes do local", description: "Endereço, horário de funcionamento e espera atual deste local." },
    booking: { title: "Agende um atendimento", description: "Escolha um serviço, um local e um horário e agende on-line." },
    "queue-manage": { title: "Sua posição na fila", description: "Veja sua posição na fila e o tempo de espera estimado." },
    "booked-manage": { title: "Seu agendamento", description: "Veja os detalhes do seu agendamento e altere ou cancele." },
  },
  ru: {
    picker: { title: "Выберите отделение", description: "Найдите ближайшее отделение, узнайте текущее время ожидания и встаньте в очередь онлайн." },
    form: { title: "Встать в очередь", description: "Встаньте в очередь онлайн и следите за своим местом, пока не подойдёт ваша очередь." },
    location: { title: "Об отделении", description: "Адрес, часы работы и текущее время ожидания в этом отделении." },
    booking: { title: "Записаться на приём", description: "Выберите услугу, отделение и время и запишитесь онлайн." },
    "queue-manage": { title: "Ваше место в очереди", description: "Узнайте своё место в очереди и ожидаемое время ожидания." },
    "booked-manage": { title: "Ваша запись", description: "Посмотрите детали записи, измените или отмените её." },
  },
  "zh-Hans": {
    picker: { title: "选择网点", description: "查找附近的地点，查看当前等候时间并在线排队。" },
    form: { title: "加入排队", description: "在线排队，并在轮到您之前随时了解您的位置。" },
    location: { title: "地点详情", description: "此地点的地址、营业时间和当前等候时间。" },
    booking: { title: "预约", description: "选择服务、地点和时间，在线预约。" },
    "queue-manage": { title: "您的排队位置", description: "查看您在队列中的位置和预计等候时间。" },
    "booked-manage": { title: "您的预约", description: "查看预约详情，更改或取消预约。" },
  },
};

export interface PageHead {
  /** "{screen} – {vendor}", as the element names the tab once it runs. */
  title: string;
  description: string;
  noindex: boolean;
  /** An embed's page: out of results itself, its content still counted as the page that frames it. */
  indexIfEmbedded: boolean;
}

export function pageHead(kind: ScreenKind, locale: Locale, vendorName: string, mode?: DisplayMode): PageHead {
  const text = TEXTS[locale][kind];
  return {
    title: `${text.title} – ${vendorName}`,
    description: text.description,
    noindex: PRIVATE_SCREENS.has(kind) || mode !== undefined,
    indexIfEmbedded: mode === "embed" && !PRIVATE_SCREENS.has(kind),
  };
}
