/**
 * The notification texts in the eight client locales. Placeholders: `{name}` (first name),
 * `{vendor}`, `{location}`, `{service}`, `{manage_url}` and `{callback_line}` (empty unless the
 * client asked for a phone callback). Wording avoids grammatical gender and declining the
 * location or service name, since both are inserted verbatim.
 */
import type { Locale } from "#contract";

/** One template in one locale. Placeholders are `{name}`-style keys of `MessageValues`. */
export interface TemplateTexts {
  subject: string;
  /** Plain-text email body; paragraphs separated by blank lines. */
  email: string;
  /** Short enough for one or two SMS segments once filled. */
  sms: string;
}

/** Every text of one locale. */
export interface LocaleMessages {
  request_added: TemplateTexts;
  you_are_next: TemplateTexts;
  /** Added to both notices of a phone callback (meeting method 2). */
  callback_line: string;
}

export const MESSAGE_CATALOG: Record<Locale, LocaleMessages> = {
  en: {
    request_added: {
      subject: "You're in line at {location}",
      email:
        "Hello {name},\n\nYour request for {service} at {location} has been added to the line.\n\n{callback_line}\n\n" +
        "See your place in line, or cancel if your plans change:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: your request for {service} at {location} has been added to the line. {callback_line} Manage it: {manage_url}",
    },
    you_are_next: {
      subject: "You're next at {location}",
      email:
        "Hello {name},\n\nYou are next in line for {service} at {location}. We will be with you shortly.\n\n{callback_line}\n\n" +
        "Follow your place in line:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: you are next for {service} at {location}. {callback_line} {manage_url}",
    },
    callback_line: "We will call you back at the number given.",
  },
  es: {
    request_added: {
      subject: "Ya está en la fila: {location}",
      email:
        "Hola, {name}:\n\nSu solicitud de {service} en {location} se ha añadido a la fila.\n\n{callback_line}\n\n" +
        "Consulte su lugar en la fila o cancele si cambian sus planes:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: su solicitud de {service} en {location} se ha añadido a la fila. {callback_line} Gestiónela aquí: {manage_url}",
    },
    you_are_next: {
      subject: "Su turno es el siguiente: {location}",
      email:
        "Hola, {name}:\n\nSu turno es el siguiente para {service} en {location}. Le atenderemos en breve.\n\n{callback_line}\n\n" +
        "Siga su lugar en la fila:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: su turno es el siguiente para {service} en {location}. {callback_line} {manage_url}",
    },
    callback_line: "Le devolveremos la llamada al número que nos indicó.",
  },
  fr: {
    request_added: {
      subject: "Votre demande a bien été ajoutée à la file : {location}",
      email:
        "Bonjour {name},\n\nVotre demande pour « {service} » à {location} a bien été ajoutée à la file d'attente.\n\n{callback_line}\n\n" +
        "Consultez votre place dans la file, ou annulez si vos projets changent :\n{manage_url}\n\n{vendor}",
      sms: "{vendor} : votre demande pour « {service} » à {location} a bien été ajoutée à la file. {callback_line} Gérer : {manage_url}",
    },
    you_are_next: {
      subject: "Votre tour arrive : {location}",
      email:
        "Bonjour {name},\n\nVotre tour arrive : vous êtes en tête de la file pour « {service} » à {location}. " +
        "Nous nous occupons de vous très bientôt.\n\n{callback_line}\n\nSuivez votre place dans la file :\n{manage_url}\n\n{vendor}",
      sms: "{vendor} : votre tour arrive pour « {service} » à {location}. {callback_line} {manage_url}",
    },
    callback_line: "Nous vous rappellerons au numéro indiqué.",
  },
  ko: {
    request_added: {
      subject: "{location} 대기열에 등록되었습니다",
      email:
        "{name}님, 안녕하세요.\n\n{location}의 {service} 요청이 대기열에 추가되었습니다.\n\n{callback_line}\n\n" +
        "대기 순서를 확인하거나, 일정이 바뀌면 요청을 취소하세요:\n{manage_url}\n\n{vendor}",
      sms: "[{vendor}] {location}의 {service} 요청이 대기열에 추가되었습니다. {callback_line} 관리: {manage_url}",
    },
    you_are_next: {
      subject: "{location}: 다음 차례는 고객님입니다",
      email:
        "{name}님, 안녕하세요.\n\n{location}의 {service} 대기열에서 다음 차례는 고객님입니다. 곧 도와드리겠습니다.\n\n{callback_line}\n\n" +
        "대기 순서 확인:\n{manage_url}\n\n{vendor}",
      sms: "[{vendor}] {location}의 {service}: 다음 차례는 고객님입니다. {callback_line} {manage_url}",
    },
    callback_line: "알려 주신 번호로 다시 전화드리겠습니다.",
  },
  pl: {
    request_added: {
      subject: "Zgłoszenie dodane do kolejki: {location}",
      email:
        "Dzień dobry, {name}!\n\nTwoje zgłoszenie ({service}, {location}) zostało dodane do kolejki.\n\n{callback_line}\n\n" +
        "Sprawdź swoje miejsce w kolejce lub anuluj zgłoszenie, jeśli zmienią się Twoje plany:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: Twoje zgłoszenie ({service}, {location}) zostało dodane do kolejki. {callback_line} Zarządzaj: {manage_url}",
    },
    you_are_next: {
      subject: "Twoja kolej już za chwilę: {location}",
      email:
        "Dzień dobry, {name}!\n\nTwoja kolej już za chwilę: jesteś pierwszą osobą w kolejce ({service}, {location}). " +
        "Wkrótce się Tobą zajmiemy.\n\n{callback_line}\n\nŚledź swoje miejsce w kolejce:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: Twoja kolej już za chwilę ({service}, {location}). {callback_line} {manage_url}",
    },
    callback_line: "Oddzwonimy na podany numer.",
  },
  "pt-BR": {
    request_added: {
      subject: "Você está na fila: {location}",
      email:
        "Olá, {name}!\n\nSua solicitação de {service} em {location} foi adicionada à fila.\n\n{callback_line}\n\n" +
        "Acompanhe sua posição na fila ou cancele se seus planos mudarem:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: sua solicitação de {service} em {location} foi adicionada à fila. {callback_line} Gerenciar: {manage_url}",
    },
    you_are_next: {
      subject: "Sua vez está chegando: {location}",
      email:
        "Olá, {name}!\n\nSua vez está chegando: você está no início da fila para {service} em {location}. " +
        "Em instantes começaremos o seu atendimento.\n\n{callback_line}\n\nAcompanhe sua posição na fila:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: sua vez está chegando para {service} em {location}. {callback_line} {manage_url}",
    },
    callback_line: "Retornaremos a ligação para o número informado.",
  },
  ru: {
    request_added: {
      subject: "Вы в очереди: {location}",
      email:
        "Здравствуйте, {name}!\n\nВаш запрос ({service}, {location}) добавлен в очередь.\n\n{callback_line}\n\n" +
        "Посмотреть своё место в очереди или отменить запрос, если планы изменятся:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: ваш запрос ({service}, {location}) добавлен в очередь. {callback_line} Управление: {manage_url}",
    },
    you_are_next: {
      subject: "Подходит ваша очередь: {location}",
      email:
        "Здравствуйте, {name}!\n\nПодходит ваша очередь ({service}, {location}). Мы скоро вами займёмся.\n\n{callback_line}\n\n" +
        "Следить за очередью:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: подходит ваша очередь ({service}, {location}). {callback_line} {manage_url}",
    },
    callback_line: "Мы перезвоним вам по указанному номеру.",
  },
  "zh-Hans": {
    request_added: {
      subject: "您已加入排队：{location}",
      email:
        "{name}，您好：\n\n您在{location}办理{service}的申请已加入排队。\n\n{callback_line}\n\n" +
        "查看您的排队位置，如计划有变也可取消：\n{manage_url}\n\n{vendor}",
      sms: "【{vendor}】您在{location}办理{service}的申请已加入排队。{callback_line}管理：{manage_url}",
    },
    you_are_next: {
      subject: "下一位就是您：{location}",
      email:
        "{name}，您好：\n\n在{location}办理{service}，下一位就是您。我们很快会为您服务。\n\n{callback_line}\n\n" + "查看排队进度：\n{manage_url}\n\n{vendor}",
      sms: "【{vendor}】在{location}办理{service}，下一位就是您。{callback_line}{manage_url}",
    },
    callback_line: "我们会按您留下的号码给您回电。",
  },
};
