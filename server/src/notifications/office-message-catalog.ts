/**
 * Texts of the back office's emails in the eight locales: an invitation to set a first password
 * and a sign-in link (which also lets a person set a new password). Placeholders: `{name}` (the
 * staff member's full name), `{vendor}`, `{link}`, `{hours}` (how long the link works).
 */
import type { Locale } from "#contract";

export interface OfficeMessageTexts {
  subject: string;
  email: string;
}

export interface OfficeLocaleMessages {
  office_invite: OfficeMessageTexts;
  office_sign_in: OfficeMessageTexts;
}

export const OFFICE_MESSAGE_CATALOG: Record<Locale, OfficeLocaleMessages> = {
  en: {
    office_invite: {
      subject: "You are invited to {vendor}'s back office",
      email:
        "Hello {name},\n\nYou have been invited to {vendor}'s back office. Open this link to choose your password and sign in:\n{link}\n\n" +
        "The link works once, for {hours} hours. If you did not expect it, you can ignore this email.",
    },
    office_sign_in: {
      subject: "Your sign-in link for {vendor}",
      email:
        "Hello {name},\n\nOpen this link to sign in to {vendor}'s back office and, if you like, choose a new password:\n{link}\n\n" +
        "The link works once, for {hours} hour(s). If you did not ask for it, you can ignore this email: your password stays as it is.",
    },
  },
  es: {
    office_invite: {
      subject: "Tiene una invitación a la oficina de {vendor}",
      email:
        "Hola, {name}:\n\nLe han invitado a la oficina de gestión de {vendor}. Abra este enlace para elegir su contraseña e iniciar sesión:\n{link}\n\n" +
        "El enlace funciona una sola vez, durante {hours} horas. Si no lo esperaba, puede ignorar este correo.",
    },
    office_sign_in: {
      subject: "Su enlace para iniciar sesión en {vendor}",
      email:
        "Hola, {name}:\n\nAbra este enlace para iniciar sesión en la oficina de gestión de {vendor} y, si lo desea, elegir una contraseña nueva:\n{link}\n\n" +
        "El enlace funciona una sola vez, durante {hours} hora(s). Si no lo ha pedido, puede ignorar este correo: su contraseña no cambia.",
    },
  },
  fr: {
    office_invite: {
      subject: "Invitation au back-office de {vendor}",
      email:
        "Bonjour {name},\n\nVous êtes invité·e au back-office de {vendor}. Ouvrez ce lien pour choisir votre mot de passe et vous connecter :\n{link}\n\n" +
        "Le lien ne sert qu'une fois, pendant {hours} heures. Si vous ne l'attendiez pas, vous pouvez ignorer ce courriel.",
    },
    office_sign_in: {
      subject: "Votre lien de connexion à {vendor}",
      email:
        "Bonjour {name},\n\nOuvrez ce lien pour vous connecter au back-office de {vendor} et, si vous le souhaitez, choisir un nouveau mot de passe :\n{link}\n\n" +
        "Le lien ne sert qu'une fois, pendant {hours} heure(s). Si vous ne l'avez pas demandé, ignorez ce courriel : votre mot de passe ne change pas.",
    },
  },
  ko: {
    office_invite: {
      subject: "{vendor} 관리 화면에 초대되었습니다",
      email:
        "{name} 님, 안녕하세요.\n\n{vendor} 관리 화면에 초대되었습니다. 아래 링크를 열어 비밀번호를 정하고 로그인하세요.\n{link}\n\n" +
        "이 링크는 {hours}시간 동안 한 번만 사용할 수 있습니다. 예상하지 못한 메일이라면 무시하셔도 됩니다.",
    },
    office_sign_in: {
      subject: "{vendor} 로그인 링크",
      email:
        "{name} 님, 안녕하세요.\n\n아래 링크를 열어 {vendor} 관리 화면에 로그인하고, 원하시면 새 비밀번호를 정하세요.\n{link}\n\n" +
        "이 링크는 {hours}시간 동안 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.",
    },
  },
  pl: {
    office_invite: {
      subject: "Zaproszenie do panelu {vendor}",
      email:
        "Dzień dobry, {name},\n\nZaproszono Cię do panelu zarządzania {vendor}. Otwórz ten link, aby ustawić hasło i się zalogować:\n{link}\n\n" +
        "Link działa jeden raz przez {hours} godz. Jeśli się go nie spodziewano, można zignorować tę wiadomość.",
    },
    office_sign_in: {
      subject: "Link do logowania: {vendor}",
      email:
        "Dzień dobry, {name},\n\nOtwórz ten link, aby zalogować się do panelu zarządzania {vendor} i w razie potrzeby ustawić nowe hasło:\n{link}\n\n" +
        "Link działa jeden raz przez {hours} godz. Jeśli nikt o niego nie prosił, można zignorować tę wiadomość: hasło się nie zmienia.",
    },
  },
  "pt-BR": {
    office_invite: {
      subject: "Convite para o painel de {vendor}",
      email:
        "Olá, {name},\n\nVocê foi convidado(a) para o painel de gestão de {vendor}. Abra este link para escolher sua senha e entrar:\n{link}\n\n" +
        "O link funciona uma vez, por {hours} horas. Se você não esperava este e-mail, pode ignorá-lo.",
    },
    office_sign_in: {
      subject: "Seu link de acesso a {vendor}",
      email:
        "Olá, {name},\n\nAbra este link para entrar no painel de gestão de {vendor} e, se quiser, escolher uma nova senha:\n{link}\n\n" +
        "O link funciona uma vez, por {hours} hora(s). Se você não o pediu, ignore este e-mail: sua senha continua a mesma.",
    },
  },
  ru: {
    office_invite: {
      subject: "Приглашение в панель управления {vendor}",
      email:
        "Здравствуйте, {name}!\n\nВас пригласили в панель управления {vendor}. Откройте ссылку, чтобы задать пароль и войти:\n{link}\n\n" +
        "Ссылка действует один раз в течение {hours} ч. Если вы не ждали этого письма, просто не обращайте на него внимания.",
    },
    office_sign_in: {
      subject: "Ссылка для входа в {vendor}",
      email:
        "Здравствуйте, {name}!\n\nОткройте ссылку, чтобы войти в панель управления {vendor} и при желании задать новый пароль:\n{link}\n\n" +
        "Ссылка действует один раз в течение {hours} ч. Если вы её не запрашивали, не обращайте внимания на письмо: пароль не изменится.",
    },
  },
  "zh-Hans": {
    office_invite: {
      subject: "邀请您加入 {vendor} 的管理后台",
      email:
        "{name}，您好：\n\n您已受邀加入 {vendor} 的管理后台。请打开以下链接设置密码并登录：\n{link}\n\n该链接只能使用一次，{hours} 小时内有效。如果您没有预期收到此邮件，可以忽略。",
    },
    office_sign_in: {
      subject: "{vendor} 登录链接",
      email:
        "{name}，您好：\n\n请打开以下链接登录 {vendor} 的管理后台，如有需要可设置新密码：\n{link}\n\n该链接只能使用一次，{hours} 小时内有效。如果不是您本人申请，请忽略此邮件，您的密码不会改变。",
    },
  },
};
