/**
 * Texts of `appointment_reminder` — a booked appointment is coming up — in the eight client
 * locales, sent `client_view.reminder_minutes_before` its start (a day and an hour by default).
 * Placeholders as in the other appointment notices: `{name}`, `{vendor}`, `{location}`,
 * `{service}`, `{when}` (date and time in the location's zone) and `{manage_url}`.
 */
import type { Locale } from "#contract";
import type { TemplateTexts } from "./message-catalog.js";

export const REMINDER_CATALOG: Record<Locale, TemplateTexts> = {
  en: {
    subject: "Reminder: your appointment at {location}",
    email:
      "Hello {name},\n\nThis is a reminder of your appointment for {service} at {location} on {when}.\n\n" +
      "Check in, move or cancel it here:\n{manage_url}\n\n{vendor}",
    sms: "{vendor}: reminder of your appointment for {service} at {location} on {when}. Manage it: {manage_url}",
  },
  es: {
    subject: "Recordatorio: su cita en {location}",
    email:
      "Hola, {name}:\n\nLe recordamos su cita de {service} en {location} el {when}.\n\n" +
      "Registre su llegada, cámbiela o cancélela aquí:\n{manage_url}\n\n{vendor}",
    sms: "{vendor}: le recordamos su cita de {service} en {location} el {when}. Gestiónela: {manage_url}",
  },
  fr: {
    subject: "Rappel : votre rendez-vous, {location}",
    email:
      "Bonjour {name},\n\nNous vous rappelons votre rendez-vous pour « {service} » à {location}, le {when}.\n\n" +
      "Signalez votre arrivée, déplacez-le ou annulez-le ici :\n{manage_url}\n\n{vendor}",
    sms: "{vendor} : rappel de votre rendez-vous pour « {service} » à {location}, le {when}. Gérer : {manage_url}",
  },
  ko: {
    subject: "알림: {location} 예약",
    email:
      "{name}님, 안녕하세요.\n\n{when}에 {location}에서 예정된 {service} 예약을 알려 드립니다.\n\n" +
      "여기에서 도착 확인, 시간 변경 또는 취소를 할 수 있습니다:\n{manage_url}\n\n{vendor}",
    sms: "{vendor}: {when} {location} {service} 예약 알림입니다. 관리: {manage_url}",
  },
  pl: {
    subject: "Przypomnienie: wizyta – {location}",
    email:
      "Dzień dobry, {name}!\n\nPrzypominamy o wizycie: {service}, miejsce: {location}, termin: {when}.\n\n" +
      "Tutaj zgłosisz przybycie, zmienisz termin lub odwołasz wizytę:\n{manage_url}\n\n{vendor}",
    sms: "{vendor}: przypominamy o wizycie: {service}, {location}, {when}. Zarządzaj: {manage_url}",
  },
  "pt-BR": {
    subject: "Lembrete: seu agendamento em {location}",
    email:
      "Olá, {name}!\n\nEste é um lembrete do seu agendamento de {service} em {location} em {when}.\n\n" +
      "Registre sua chegada, remarque ou cancele aqui:\n{manage_url}\n\n{vendor}",
    sms: "{vendor}: lembrete do seu agendamento de {service} em {location} em {when}. Gerencie: {manage_url}",
  },
  ru: {
    subject: "Напоминание о записи: {location}",
    email:
      "Здравствуйте, {name}!\n\nНапоминаем о вашей записи: {service}, место: {location}, время: {when}.\n\n" +
      "Здесь можно отметить прибытие, перенести или отменить запись:\n{manage_url}\n\n{vendor}",
    sms: "{vendor}: напоминаем о записи: {service}, {location}, {when}. Управление: {manage_url}",
  },
  "zh-Hans": {
    subject: "提醒：您在{location}的预约",
    email: "{name}，您好：\n\n提醒您：您预约了{when}在{location}办理{service}。\n\n" + "您可以在此签到、改期或取消：\n{manage_url}\n\n{vendor}",
    sms: "{vendor}：提醒您{when}在{location}办理{service}的预约。管理预约：{manage_url}",
  },
};
