/**
 * Texts of the booked-appointment notices in the eight client locales. Placeholders: `{name}`
 * (first name), `{vendor}`, `{location}`, `{service}`, `{when}` (date and time in the
 * location's time zone, written the locale's way) and `{manage_url}`. As in the queue notices,
 * the wording avoids declining the inserted names.
 */
import type { Locale } from "#contract";
import type { TemplateTexts } from "./message-catalog.js";

export interface AppointmentLocaleMessages {
  appointment_booked: TemplateTexts;
  appointment_rescheduled: TemplateTexts;
  appointment_cancelled: TemplateTexts;
  /** The calendar file's description: `{code}` (confirmation number) and `{manage_url}`. */
  calendar_note: string;
}

export const APPOINTMENT_MESSAGE_CATALOG: Record<Locale, AppointmentLocaleMessages> = {
  en: {
    appointment_booked: {
      subject: "Your appointment at {location} is booked",
      email:
        "Hello {name},\n\nYour appointment for {service} at {location} is booked for {when}.\n\n" +
        "Add it to your calendar, move it or cancel it here:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: your appointment for {service} at {location} is booked for {when}. Manage it: {manage_url}",
    },
    appointment_rescheduled: {
      subject: "Your appointment at {location} has moved",
      email: "Hello {name},\n\nYour appointment for {service} at {location} is now on {when}.\n\n" + "See or change it here:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: your appointment for {service} at {location} is now on {when}. Manage it: {manage_url}",
    },
    appointment_cancelled: {
      subject: "Your appointment at {location} is cancelled",
      email:
        "Hello {name},\n\nYour appointment for {service} at {location} on {when} has been cancelled.\n\n" +
        "To book another time, start here:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: your appointment for {service} at {location} on {when} has been cancelled. {manage_url}",
    },
    calendar_note: "Confirmation number: {code}\nSee, move or cancel your appointment: {manage_url}",
  },
  es: {
    appointment_booked: {
      subject: "Su cita en {location} está reservada",
      email:
        "Hola, {name}:\n\nSu cita de {service} en {location} está reservada para el {when}.\n\n" +
        "Añádala a su calendario, cámbiela o cancélela aquí:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: su cita de {service} en {location} está reservada para el {when}. Gestiónela: {manage_url}",
    },
    appointment_rescheduled: {
      subject: "Su cita en {location} ha cambiado",
      email: "Hola, {name}:\n\nSu cita de {service} en {location} es ahora el {when}.\n\n" + "Consúltela o cámbiela aquí:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: su cita de {service} en {location} es ahora el {when}. Gestiónela: {manage_url}",
    },
    appointment_cancelled: {
      subject: "Su cita en {location} está cancelada",
      email:
        "Hola, {name}:\n\nSu cita de {service} en {location} del {when} ha sido cancelada.\n\n" +
        "Para reservar otra hora, empiece aquí:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: su cita de {service} en {location} del {when} ha sido cancelada. {manage_url}",
    },
    calendar_note: "Número de confirmación: {code}\nConsulte, cambie o cancele su cita: {manage_url}",
  },
  fr: {
    appointment_booked: {
      subject: "Votre rendez-vous est réservé : {location}",
      email:
        "Bonjour {name},\n\nVotre rendez-vous pour « {service} » à {location} est réservé : {when}.\n\n" +
        "Ajoutez-le à votre agenda, déplacez-le ou annulez-le ici :\n{manage_url}\n\n{vendor}",
      sms: "{vendor} : votre rendez-vous pour « {service} » à {location} est réservé : {when}. Gérer : {manage_url}",
    },
    appointment_rescheduled: {
      subject: "Votre rendez-vous a été déplacé : {location}",
      email:
        "Bonjour {name},\n\nVotre rendez-vous pour « {service} » à {location} a été déplacé : {when}.\n\n" +
        "Consultez-le ou modifiez-le ici :\n{manage_url}\n\n{vendor}",
      sms: "{vendor} : votre rendez-vous pour « {service} » à {location} a été déplacé : {when}. Gérer : {manage_url}",
    },
    appointment_cancelled: {
      subject: "Votre rendez-vous est annulé : {location}",
      email:
        "Bonjour {name},\n\nVotre rendez-vous pour « {service} » à {location} ({when}) a été annulé.\n\n" +
        "Pour réserver un autre créneau, c'est ici :\n{manage_url}\n\n{vendor}",
      sms: "{vendor} : votre rendez-vous pour « {service} » à {location} ({when}) a été annulé. {manage_url}",
    },
    calendar_note: "Numéro de confirmation : {code}\nConsultez, déplacez ou annulez votre rendez-vous : {manage_url}",
  },
  ko: {
    appointment_booked: {
      subject: "{location} 예약이 완료되었습니다",
      email:
        "{name}님, 안녕하세요.\n\n{location}의 {service} 예약이 완료되었습니다. 일시: {when}\n\n" +
        "캘린더에 추가하거나 예약을 변경 또는 취소하려면 여기를 이용하세요:\n{manage_url}\n\n{vendor}",
      sms: "[{vendor}] {location}의 {service} 예약이 완료되었습니다. 일시: {when} 관리: {manage_url}",
    },
    appointment_rescheduled: {
      subject: "{location} 예약 시간이 변경되었습니다",
      email: "{name}님, 안녕하세요.\n\n{location}의 {service} 예약 시간이 변경되었습니다. 새 일시: {when}\n\n" + "예약 확인 및 변경:\n{manage_url}\n\n{vendor}",
      sms: "[{vendor}] {location}의 {service} 예약 시간이 변경되었습니다. 새 일시: {when} 관리: {manage_url}",
    },
    appointment_cancelled: {
      subject: "{location} 예약이 취소되었습니다",
      email:
        "{name}님, 안녕하세요.\n\n{when}에 예정된 {location}의 {service} 예약이 취소되었습니다.\n\n" +
        "다른 시간으로 예약하려면 여기에서 시작하세요:\n{manage_url}\n\n{vendor}",
      sms: "[{vendor}] {when}에 예정된 {location}의 {service} 예약이 취소되었습니다. {manage_url}",
    },
    calendar_note: "확인 번호: {code}\n예약 확인, 변경 또는 취소: {manage_url}",
  },
  pl: {
    appointment_booked: {
      subject: "Wizyta zarezerwowana: {location}",
      email:
        "Dzień dobry, {name}!\n\nTwoja wizyta ({service}, {location}) została zarezerwowana. Termin: {when}.\n\n" +
        "Dodaj ją do kalendarza, przełóż lub odwołaj tutaj:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: Twoja wizyta ({service}, {location}) została zarezerwowana. Termin: {when}. Zarządzaj: {manage_url}",
    },
    appointment_rescheduled: {
      subject: "Termin wizyty zmieniony: {location}",
      email:
        "Dzień dobry, {name}!\n\nTermin Twojej wizyty ({service}, {location}) został zmieniony. Nowy termin: {when}.\n\n" +
        "Sprawdź lub zmień wizytę tutaj:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: termin Twojej wizyty ({service}, {location}) został zmieniony. Nowy termin: {when}. Zarządzaj: {manage_url}",
    },
    appointment_cancelled: {
      subject: "Wizyta odwołana: {location}",
      email:
        "Dzień dobry, {name}!\n\nTwoja wizyta ({service}, {location}) w terminie {when} została odwołana.\n\n" +
        "Aby zarezerwować inny termin, zacznij tutaj:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: Twoja wizyta ({service}, {location}) w terminie {when} została odwołana. {manage_url}",
    },
    calendar_note: "Numer potwierdzenia: {code}\nSprawdź, przełóż lub odwołaj wizytę: {manage_url}",
  },
  "pt-BR": {
    appointment_booked: {
      subject: "Seu agendamento em {location} está confirmado",
      email:
        "Olá, {name}!\n\nSeu atendimento de {service} em {location} está agendado para {when}.\n\n" +
        "Adicione à sua agenda, remarque ou cancele aqui:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: seu atendimento de {service} em {location} está agendado para {when}. Gerenciar: {manage_url}",
    },
    appointment_rescheduled: {
      subject: "Seu agendamento em {location} foi remarcado",
      email: "Olá, {name}!\n\nSeu atendimento de {service} em {location} foi remarcado para {when}.\n\n" + "Consulte ou altere aqui:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: seu atendimento de {service} em {location} foi remarcado para {when}. Gerenciar: {manage_url}",
    },
    appointment_cancelled: {
      subject: "Seu agendamento em {location} foi cancelado",
      email:
        "Olá, {name}!\n\nSeu atendimento de {service} em {location} marcado para {when} foi cancelado.\n\n" +
        "Para agendar outro horário, comece aqui:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: seu atendimento de {service} em {location} marcado para {when} foi cancelado. {manage_url}",
    },
    calendar_note: "Número de confirmação: {code}\nConsulte, remarque ou cancele seu agendamento: {manage_url}",
  },
  ru: {
    appointment_booked: {
      subject: "Вы записаны: {location}",
      email:
        "Здравствуйте, {name}!\n\nВы записаны ({service}, {location}). Время: {when}.\n\n" +
        "Добавить запись в календарь, перенести или отменить её можно здесь:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: вы записаны ({service}, {location}). Время: {when}. Управление: {manage_url}",
    },
    appointment_rescheduled: {
      subject: "Запись перенесена: {location}",
      email:
        "Здравствуйте, {name}!\n\nВаша запись ({service}, {location}) перенесена. Новое время: {when}.\n\n" +
        "Посмотреть или изменить запись:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: ваша запись ({service}, {location}) перенесена. Новое время: {when}. Управление: {manage_url}",
    },
    appointment_cancelled: {
      subject: "Запись отменена: {location}",
      email:
        "Здравствуйте, {name}!\n\nВаша запись ({service}, {location}) на {when} отменена.\n\n" +
        "Чтобы записаться на другое время, начните здесь:\n{manage_url}\n\n{vendor}",
      sms: "{vendor}: ваша запись ({service}, {location}) на {when} отменена. {manage_url}",
    },
    calendar_note: "Номер подтверждения: {code}\nПосмотреть, перенести или отменить запись: {manage_url}",
  },
  "zh-Hans": {
    appointment_booked: {
      subject: "您在{location}的预约已确认",
      email: "{name}，您好：\n\n您已成功预约在{location}办理{service}，时间：{when}。\n\n" + "在此添加到日历、改期或取消预约：\n{manage_url}\n\n{vendor}",
      sms: "【{vendor}】您已成功预约在{location}办理{service}，时间：{when}。管理：{manage_url}",
    },
    appointment_rescheduled: {
      subject: "您在{location}的预约已改期",
      email: "{name}，您好：\n\n您在{location}办理{service}的预约已改至：{when}。\n\n" + "查看或更改预约：\n{manage_url}\n\n{vendor}",
      sms: "【{vendor}】您在{location}办理{service}的预约已改至：{when}。管理：{manage_url}",
    },
    appointment_cancelled: {
      subject: "您在{location}的预约已取消",
      email: "{name}，您好：\n\n您在{location}办理{service}的预约（{when}）已取消。\n\n" + "如需预约其他时间，请从这里开始：\n{manage_url}\n\n{vendor}",
      sms: "【{vendor}】您在{location}办理{service}的预约（{when}）已取消。{manage_url}",
    },
    calendar_note: "确认编号：{code}\n查看、改期或取消预约：{manage_url}",
  },
};
