import { formatPrice } from './rules/money';

/** The shop's identity: one place for what the footer, the legal pages and the Worker print. */
export const SHOP = {
  name: 'RiparoLab',
  tagline: 'Riparazioni e elettronica testata in laboratorio',
  legalName: 'RiparoLab S.r.l.',
  vatNumber: '04827150964',
  /**
   * What a company's site and letters must state (art. 2250 c.c., art. 35 DPR 633/72): the
   * business register it is entered in (its number is the codice fiscale, here the P.IVA), the REA
   * number and the share capital, here paid in full. The registered office is `address`.
   */
  companyRegister: 'Milano Monza Brianza Lodi',
  rea: 'MI-2712345',
  shareCapital: 10_000_00,
  pec: 'riparolab@pec.it',
  address: {
    street: 'Via Giuseppe Mazzini 18',
    postalCode: '20123',
    city: 'Milano',
    province: 'MI',
  },
  email: 'assistenza@riparolab.it',
  privacyEmail: 'privacy@riparolab.it',
  phone: '+39 02 8734 5120',
  /** International format without "+", as wa.me wants it. */
  whatsappNumber: '393401234567',
  whatsappDisplay: '+39 340 123 4567',
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/riparolab' },
    { name: 'Facebook', url: 'https://www.facebook.com/riparolab' },
  ],
  openingHours: [
    { days: 'Lunedì – Venerdì', hours: '9:30 – 13:00, 14:30 – 19:00' },
    { days: 'Sabato', hours: '10:00 – 13:00' },
    { days: 'Domenica e festivi', hours: 'Chiuso' },
  ],
  /** Where bank transfers for orders go; the order number is the payment reference. */
  bank: {
    holder: 'RiparoLab S.r.l.',
    name: 'Banca Popolare di Milano',
    iban: 'IT60 X054 2811 1010 0000 0123 456',
  },
  copyrightYear: 2023,
} as const;

export const SHOP_ADDRESS_LINE = `${SHOP.address.street}, ${SHOP.address.postalCode} ${SHOP.address.city} (${SHOP.address.province})`;

export const SHOP_SHARE_CAPITAL = `${formatPrice(SHOP.shareCapital)} i.v.`;

/** The company's legal details on one line: the footer's and every e-mail's. */
export const SHOP_LEGAL_LINE = `${SHOP.legalName} · Sede legale ${SHOP_ADDRESS_LINE} · P.IVA ${SHOP.vatNumber} · Registro delle Imprese di ${SHOP.companyRegister} n. ${SHOP.vatNumber} · REA ${SHOP.rea} · Capitale sociale ${SHOP_SHARE_CAPITAL}`;

export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${SHOP.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
