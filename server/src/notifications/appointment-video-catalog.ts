/**
 * Texts of `appointment_video_ready` — a video appointment has started and here is its link —
 * in the eight client locales. Placeholders as in the other appointment notices (`{name}`,
 * `{vendor}`, `{location}`, `{service}`, `{when}`, `{manage_url}`) plus `{meeting_link}` and
 * `{dial_in_line}` (empty without a dial-in). `dial_in` and `pin` build that line.
 */
import type { Locale } from "#contract";
import type { TemplateTexts } from "./message-catalog.js";

export interface VideoReadyTexts extends TemplateTexts {
  /** `{number}`: the dial-in number, internationally formatted. */
  dial_in: string;
  /** `{pin}`: added after the number when there is one. */
  pin: string;
}

export const VIDEO_READY_CATALOG: Record<Locale, VideoReadyTexts> = {
  en: {
    subject: "Your video appointment with {location} is starting",
    email:
      "Hello {name},\n\nYour video appointment for {service} with {location} ({when}) is starting now. Join here:\n{meeting_link}\n{dial_in_line}\n\n" +
      "Your appointment's page:\n{manage_url}\n\n{vendor}",
    sms: "{vendor}: your video appointment for {service} with {location} ({when}) is starting. Join: {meeting_link} {dial_in_line} Details: {manage_url}",
    dial_in: "Or join by phone: {number}",
    pin: "PIN {pin}",
  },
  es: {
    subject: "Su cita por video con {location} está comenzando",
    email:
      "Hola, {name}:\n\nSu cita por video de {service} con {location} ({when}) está comenzando. Únase aquí:\n{meeting_link}\n{dial_in_line}\n\n" +
      "La página de su cita:\n{manage_url}\n\n{vendor}",
    sms: "{vendor}: su cita por video de {service} con {location} ({when}) está comenzando. Únase: {meeting_link} {dial_in_line} Detalles: {manage_url}",
    dial_in: "O únase por teléfono: {number}",
    pin: "PIN {pin}",
  },
  fr: {
    subject: "Votre rendez-vous vidéo commence : {location}",
    email:
      "Bonjour {name},\n\nVotre rendez-vous vidéo pour « {service} » à {location} ({when}) commence. Rejoignez-le ici :\n{meeting_link}\n{dial_in_line}\n\n" +
      "La page de votre rendez-vous :\n{manage_url}\n\n{vendor}",
    sms: "{vendor} : votre rendez-vous vidéo pour « {service} » à {location} ({when}) commence. Rejoindre : {meeting_link} {dial_in_line} Détails : {manage_url}",
    dial_in: "Ou par téléphone : {number}",
    pin: "code PIN {pin}",
  },
  ko: {
    subject: "{location} 화상 상담이 시작됩니다",
    email:
      "{name}님, 안녕하세요.\n\n{location}의 {service} 화상 상담({when})이 지금 시작됩니다. 여기에서 참여하세요:\n{meeting_link}\n{dial_in_line}\n\n" +
      "예약 페이지:\n{manage_url}\n\n{vendor}",
    sms: "[{vendor}] {location}의 {service} 화상 상담({when})이 시작됩니다. 참여: {meeting_link} {dial_in_line} 자세히: {manage_url}",
    dial_in: "전화로 참여: {number}",
    pin: "PIN {pin}",
  },
  pl: {
    subject: "Wizyta wideo się zaczyna: {location}",
    email:
      "Dzień dobry, {name}!\n\nTwoja wizyta wideo ({service}, {location}, {when}) właśnie się zaczyna. Dołącz tutaj:\n{meeting_link}\n{dial_in_line}\n\n" +
      "Strona Twojej wizyty:\n{manage_url}\n\n{vendor}",
    sms: "{vendor}: Twoja wizyta wideo ({service}, {location}, {when}) właśnie się zaczyna. Dołącz: {meeting_link} {dial_in_line} Szczegóły: {manage_url}",
    dial_in: "Lub dołącz telefonicznie: {number}",
    pin: "PIN {pin}",
  },
  "pt-BR": {
    subject: "Seu atendimento por vídeo em {location} está começando",
    email:
      "Olá, {name}!\n\nSeu atendimento por vídeo de {service} em {location} ({when}) está começando. Entre aqui:\n{meeting_link}\n{dial_in_line}\n\n" +
      "A página do seu agendamento:\n{manage_url}\n\n{vendor}",
    sms: "{vendor}: seu atendimento por vídeo de {service} em {location} ({when}) está começando. Entrar: {meeting_link} {dial_in_line} Detalhes: {manage_url}",
    dial_in: "Ou entre por telefone: {number}",
    pin: "PIN {pin}",
  },
  ru: {
    subject: "Видеовстреча начинается: {location}",
    email:
      "Здравствуйте, {name}!\n\nВаша видеовстреча ({service}, {location}, {when}) начинается. Подключиться:\n{meeting_link}\n{dial_in_line}\n\n" +
      "Страница вашей записи:\n{manage_url}\n\n{vendor}",
    sms: "{vendor}: ваша видеовстреча ({service}, {location}, {when}) начинается. Подключиться: {meeting_link} {dial_in_line} Подробнее: {manage_url}",
    dial_in: "Или по телефону: {number}",
    pin: "PIN-код {pin}",
  },
  "zh-Hans": {
    subject: "您在{location}的视频预约现在开始",
    email:
      "{name}，您好：\n\n您在{location}办理{service}的视频预约（{when}）现在开始。请在此加入：\n{meeting_link}\n{dial_in_line}\n\n" +
      "您的预约页面：\n{manage_url}\n\n{vendor}",
    sms: "【{vendor}】您在{location}办理{service}的视频预约（{when}）现在开始。加入：{meeting_link} {dial_in_line} 详情：{manage_url}",
    dial_in: "或电话加入：{number}",
    pin: "PIN：{pin}",
  },
};
