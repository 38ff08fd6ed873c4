/** Walk-in questions of every type, translated, some asked only for certain services. */
import type { VendorDocumentInput } from "#contract";

type Question = VendorDocumentInput["questions"] extends (infer Q)[] | undefined ? Q : never;

export const demoQuestions: Question[] = [
  {
    key: "topics",
    type: "checkbox_group",
    label: "What would you like to discuss?",
    required: true,
    sort_order: 1,
    services: ["open-account", "loan-consultation"],
    options: [
      {
        value: 1,
        text: "Checking",
        translations: {
          es: "Cuenta corriente",
          fr: "Compte courant",
          ko: "입출금 계좌",
          pl: "Konto osobiste",
          "pt-BR": "Conta corrente",
          ru: "Текущий счёт",
          "zh-Hans": "支票账户",
        },
      },
      {
        value: 2,
        text: "Savings",
        translations: { es: "Ahorros", fr: "Épargne", ko: "저축", pl: "Oszczędności", "pt-BR": "Poupança", ru: "Сбережения", "zh-Hans": "储蓄" },
      },
      {
        value: 3,
        text: "Credit",
        translations: { es: "Crédito", fr: "Crédit", ko: "신용", pl: "Kredyt", "pt-BR": "Crédito", ru: "Кредит", "zh-Hans": "信贷" },
      },
    ],
    translations: {
      es: { label: "¿De qué le gustaría hablar?" },
      fr: { label: "De quoi souhaitez-vous parler ?" },
      ko: { label: "어떤 내용을 상담하고 싶으신가요?" },
      pl: { label: "O czym chcesz porozmawiać?" },
      "pt-BR": { label: "Sobre o que você gostaria de conversar?" },
      ru: { label: "Что вы хотели бы обсудить?" },
      "zh-Hans": { label: "您想咨询哪些内容？" },
    },
  },
  {
    key: "member",
    type: "radio",
    label: "Are you already a member?",
    required: true,
    sort_order: 2,
    options: [
      { value: 1, text: "Yes", translations: { es: "Sí", fr: "Oui", ko: "예", pl: "Tak", "pt-BR": "Sim", ru: "Да", "zh-Hans": "是" } },
      { value: 0, text: "No", translations: { es: "No", fr: "Non", ko: "아니요", pl: "Nie", "pt-BR": "Não", ru: "Нет", "zh-Hans": "否" } },
    ],
    translations: {
      es: { label: "¿Ya es socio?" },
      fr: { label: "Êtes-vous déjà membre ?" },
      ko: { label: "이미 회원이신가요?" },
      pl: { label: "Czy jesteś już członkiem?" },
      "pt-BR": { label: "Você já é associado?" },
      ru: { label: "Вы уже являетесь участником?" },
      "zh-Hans": { label: "您已经是会员了吗？" },
    },
  },
  {
    key: "visit-language",
    type: "select",
    label: "Language for your visit",
    placeholder: "Choose a language",
    sort_order: 3,
    options: [
      {
        value: 1,
        text: "English",
        translations: { es: "Inglés", fr: "Anglais", ko: "영어", pl: "Angielski", "pt-BR": "Inglês", ru: "Английский", "zh-Hans": "英语" },
      },
      {
        value: 2,
        text: "Spanish",
        translations: { es: "Español", fr: "Espagnol", ko: "스페인어", pl: "Hiszpański", "pt-BR": "Espanhol", ru: "Испанский", "zh-Hans": "西班牙语" },
      },
      {
        value: 3,
        text: "Korean",
        translations: { es: "Coreano", fr: "Coréen", ko: "한국어", pl: "Koreański", "pt-BR": "Coreano", ru: "Корейский", "zh-Hans": "韩语" },
      },
    ],
    translations: {
      es: { label: "Idioma de su visita", placeholder: "Elija un idioma" },
      fr: { label: "Langue de votre visite", placeholder: "Choisissez une langue" },
      ko: { label: "방문 시 사용할 언어", placeholder: "언어를 선택하세요" },
      pl: { label: "Język wizyty", placeholder: "Wybierz język" },
      "pt-BR": { label: "Idioma da sua visita", placeholder: "Escolha um idioma" },
      ru: { label: "Язык визита", placeholder: "Выберите язык" },
      "zh-Hans": { label: "到访时使用的语言", placeholder: "请选择语言" },
    },
  },
  {
    key: "employer",
    type: "text",
    label: "Employer (for loan applications)",
    placeholder: "Company name",
    sort_order: 4,
    services: ["loan-consultation"],
    translations: {
      es: { label: "Empleador (para solicitudes de préstamo)", placeholder: "Nombre de la empresa" },
      fr: { label: "Employeur (pour les demandes de prêt)", placeholder: "Nom de l'entreprise" },
      ko: { label: "고용주(대출 신청용)", placeholder: "회사 이름" },
      pl: { label: "Pracodawca (do wniosków kredytowych)", placeholder: "Nazwa firmy" },
      "pt-BR": { label: "Empregador (para pedidos de empréstimo)", placeholder: "Nome da empresa" },
      ru: { label: "Работодатель (для заявки на кредит)", placeholder: "Название компании" },
      "zh-Hans": { label: "雇主（贷款申请用）", placeholder: "公司名称" },
    },
  },
  {
    key: "anything-else",
    type: "textarea",
    label: "Anything else we should know?",
    sort_order: 5,
    translations: {
      es: { label: "¿Algo más que debamos saber?" },
      fr: { label: "Autre chose à nous signaler ?" },
      ko: { label: "그 밖에 알려 주실 내용이 있나요?" },
      pl: { label: "Czy jest coś jeszcze, o czym powinniśmy wiedzieć?" },
      "pt-BR": { label: "Algo mais que devemos saber?" },
      ru: { label: "Что-нибудь ещё, что нам следует знать?" },
      "zh-Hans": { label: "还有什么需要告诉我们的吗？" },
    },
  },
];
