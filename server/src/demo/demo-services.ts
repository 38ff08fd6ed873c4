/** The demo credit union's services, named in all eight locales. */
import type { VendorDocumentInput } from "#contract";

type Service = VendorDocumentInput["services"][number];

export const demoServices: Service[] = [
  {
    key: "open-account",
    name: "Open an account",
    duration_minutes: 20,
    sort_order: 1,
    instructions: "Bring a photo ID and proof of address.",
    translations: {
      es: { name: "Abrir una cuenta", instructions: "Traiga una identificación con foto y un comprobante de domicilio." },
      fr: { name: "Ouvrir un compte", instructions: "Apportez une pièce d'identité avec photo et un justificatif de domicile." },
      ko: { name: "계좌 개설", instructions: "사진이 있는 신분증과 주소 증명서를 지참하세요." },
      pl: { name: "Otwarcie konta", instructions: "Zabierz dokument tożsamości ze zdjęciem i potwierdzenie adresu." },
      "pt-BR": { name: "Abrir uma conta", instructions: "Traga um documento com foto e um comprovante de endereço." },
      ru: { name: "Открытие счёта", instructions: "Возьмите удостоверение личности с фотографией и подтверждение адреса." },
      "zh-Hans": { name: "开立账户", instructions: "请携带带照片的身份证件和住址证明。" },
    },
  },
  {
    key: "loan-consultation",
    name: "Loan consultation",
    duration_minutes: 30,
    sort_order: 2,
    translations: {
      es: { name: "Asesoría de préstamos" },
      fr: { name: "Conseil en prêt" },
      ko: { name: "대출 상담" },
      pl: { name: "Konsultacja kredytowa" },
      "pt-BR": { name: "Consultoria de empréstimo" },
      ru: { name: "Консультация по кредиту" },
      "zh-Hans": { name: "贷款咨询" },
    },
  },
  {
    key: "deposits",
    name: "Deposits and withdrawals",
    duration_minutes: 8,
    sort_order: 3,
    translations: {
      es: { name: "Depósitos y retiros" },
      fr: { name: "Dépôts et retraits" },
      ko: { name: "입출금" },
      pl: { name: "Wpłaty i wypłaty" },
      "pt-BR": { name: "Depósitos e saques" },
      ru: { name: "Внесение и снятие наличных" },
      "zh-Hans": { name: "存款和取款" },
    },
  },
  {
    key: "card-pickup",
    name: "Card and document pickup",
    duration_minutes: 5,
    sort_order: 4,
    supports_curbside_pickup: true,
    display_in_lobby: true,
    translations: {
      es: { name: "Recogida de tarjetas y documentos" },
      fr: { name: "Retrait de cartes et de documents" },
      ko: { name: "카드 및 서류 수령" },
      pl: { name: "Odbiór kart i dokumentów" },
      "pt-BR": { name: "Retirada de cartões e documentos" },
      ru: { name: "Получение карт и документов" },
      "zh-Hans": { name: "领取银行卡和文件" },
    },
  },
  {
    key: "curbside-cash",
    name: "Curbside cash order",
    duration_minutes: 6,
    sort_order: 5,
    supports_curbside_pickup: true,
    display_in_lobby: false,
    translations: {
      es: { name: "Pedido de efectivo en la acera" },
      fr: { name: "Commande d'espèces au bord du trottoir" },
      ko: { name: "차량 픽업 현금 주문" },
      pl: { name: "Zamówienie gotówki z odbiorem przy krawężniku" },
      "pt-BR": { name: "Pedido de dinheiro com retirada no carro" },
      ru: { name: "Заказ наличных с выдачей у машины" },
      "zh-Hans": { name: "路边取现预约" },
    },
  },
];
