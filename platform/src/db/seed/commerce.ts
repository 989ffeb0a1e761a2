/**
 * Seed data of the cart area: shipping countries, tickets, vouchers, partners and promotion codes,
 * with one case for every native code the cart, voucher and promotion-code calls can answer.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Delivery countries the shop ships to (gross shipping in cents, free delivery from). Others are unknown. */
export const shippingCountries = [
  { code: 'DE', shipping: 495, freeFrom: 7500 },
  ...['AT', 'NL', 'FR', 'BE', 'LU', 'IT', 'ES', 'PL', 'CZ', 'SK', 'HU', 'RO', 'HR', 'BG'].map((code) => ({
    code,
    shipping: 995,
    freeFrom: null,
  })),
  { code: 'CH', shipping: 1495, freeFrom: null },
  { code: 'GB', shipping: 1495, freeFrom: null },
];

/** Day tickets: sold through the cart with a reservation that runs out. */
export const tickets = [
  {
    id: 2001,
    de: 'Tageskarte Heimspiel – Stehplatz Südkurve',
    en: 'Day ticket home match – standing South Stand',
    price: 1800,
    reservationMinutes: 15,
  },
  {
    id: 2002,
    de: 'Tageskarte Heimspiel – Sitzplatz Haupttribüne Block C',
    en: 'Day ticket home match – seat Main Stand block C',
    price: 4500,
    reservationMinutes: 15,
  },
];

export function vouchers(now: Date) {
  return [
    { code: 'GUTSCHEIN-10', value: 1000, active: true, validFrom: null, validTo: null },
    { code: 'GUTSCHEIN-25', value: 2500, active: true, validFrom: null, validTo: null },
    { code: 'FANSHOP-15', value: 1500, active: true, validFrom: null, validTo: null },
    { code: 'GUTSCHEIN-500', value: 50000, active: true, validFrom: null, validTo: null },
    {
      code: 'NOCH-NICHT-AKTIV',
      value: 1000,
      active: true,
      validFrom: new Date(now.getTime() + 30 * DAY_MS),
      validTo: null,
    },
    { code: 'GESPERRT', value: 1000, active: false, validFrom: null, validTo: null },
  ];
}

export const partners = [
  {
    id: 1,
    displayName: 'Stadtwerke Südstadt',
    name: 'Stadtwerke Südstadt GmbH',
    legalText: 'Rabatt für Kundinnen und Kunden der Stadtwerke Südstadt, nicht mit anderen Aktionen kombinierbar.',
    imageUrl: null,
  },
  {
    id: 2,
    displayName: 'Brauerei Südkurve',
    name: 'Brauerei Südkurve KG',
    legalText: 'Gilt ab einem Bestellwert von 50 € für Fanartikel.',
    imageUrl: null,
  },
];

export function promotionCodes(now: Date) {
  return [
    {
      code: 'SUEDKURVE10',
      partnerId: 1,
      percent: 10,
      active: true,
      from: null,
      to: null,
      exclusive: false,
      minOrder: 0,
      maxUses: null,
      uses: 0,
    },
    {
      code: 'BRAUEREI15',
      partnerId: 2,
      percent: 15,
      active: true,
      from: null,
      to: null,
      exclusive: false,
      minOrder: 5000,
      maxUses: null,
      uses: 0,
    },
    {
      code: 'EXKLUSIV20',
      partnerId: 1,
      percent: 20,
      active: true,
      from: null,
      to: null,
      exclusive: true,
      minOrder: 0,
      maxUses: null,
      uses: 0,
    },
    {
      code: 'ABGELAUFEN',
      partnerId: 1,
      percent: 10,
      active: true,
      from: new Date(now.getTime() - 60 * DAY_MS),
      to: new Date(now.getTime() - 30 * DAY_MS),
      exclusive: false,
      minOrder: 0,
      maxUses: null,
      uses: 0,
    },
    {
      code: 'INAKTIV',
      partnerId: 1,
      percent: 10,
      active: false,
      from: null,
      to: null,
      exclusive: false,
      minOrder: 0,
      maxUses: null,
      uses: 0,
    },
    {
      code: 'AUSVERKAUFT',
      partnerId: 2,
      percent: 10,
      active: true,
      from: null,
      to: null,
      exclusive: false,
      minOrder: 0,
      maxUses: 100,
      uses: 100,
    },
  ];
}

/** A ticket whose sale closed before its match: it sits in carts, and the checkout refuses it. */
export const closedSaleTicket = {
  id: 2003,
  de: 'Tageskarte Pokalspiel – Verkauf beendet',
  en: 'Day ticket cup match – sale closed',
  price: 2500,
  reservationMinutes: 15,
};

/** A free ticket (children up to six in the family block): a cart of it checks out without payment. */
export const freeTicket = {
  id: 2004,
  de: 'Freikarte Kinder bis 6 Jahre – Familienblock',
  en: 'Free ticket children up to 6 – family block',
  price: 0,
  reservationMinutes: 15,
};

/** Groups: the SEPA testers see direct debit at checkout (spec 2 section 5). */
export const groups = [{ id: 'sepa-tester', name: 'SEPA-Testgruppe', isTester: true, members: ['fan@club.example'] }];

/** Address books of the demo accounts and organisations: defaults prefill the checkout. */
export const addresses = [
  {
    owner: { email: 'fan@club.example' },
    firstName: 'Lena',
    lastName: 'Fischer',
    street: 'Südkurvenweg 7',
    postalCode: '12345',
    city: 'Südstadt',
    countryCode: 'DE',
    phone: '+49 170 1234567',
    isOrderAddress: true,
    isInvoiceAddress: true,
  },
  {
    owner: { email: 'fan@club.example' },
    firstName: 'Lena',
    lastName: 'Fischer',
    street: 'Mariahilfer Straße 12',
    postalCode: '1070',
    city: 'Wien',
    countryCode: 'AT',
    isOrderAddress: false,
    isInvoiceAddress: false,
  },
  {
    owner: { email: 'mitglied@club.example' },
    firstName: 'Jürgen',
    lastName: 'Weiß',
    street: 'Am Stadion 18',
    additionalAddress: '3. OG links',
    postalCode: '12347',
    city: 'Südstadt',
    countryCode: 'DE',
    isOrderAddress: true,
    isInvoiceAddress: true,
  },
  {
    owner: { email: 'fan2@club.example' },
    firstName: 'Mehmet',
    lastName: 'Özdemir',
    street: 'Schillerstraße 3',
    postalCode: '12349',
    city: 'Südstadt',
    countryCode: 'DE',
    isOrderAddress: true,
    isInvoiceAddress: true,
  },
  {
    owner: { email: 'dauerkarte@club.example' },
    firstName: 'Paul',
    lastName: 'Schneider',
    street: 'Lindenstraße 5',
    postalCode: '12345',
    city: 'Südstadt',
    countryCode: 'DE',
    isOrderAddress: true,
    isInvoiceAddress: true,
  },
  {
    owner: { organizationId: 501 },
    company: 'Fanclub Südkurve 1999 e. V.',
    firstName: 'Sabine',
    lastName: 'Krüger',
    street: 'Vereinsheimweg 1',
    postalCode: '12345',
    city: 'Südstadt',
    countryCode: 'DE',
    phone: '+49 171 9876543',
    isOrderAddress: true,
    isInvoiceAddress: true,
  },
];
