/**
 * Demo accounts (the README lists them) and organisations. Everyone signs in with DEMO_PASSWORD.
 * Birthdays are relative to the seeding day where a rule depends on them.
 */
export const DEMO_PASSWORD = 'Fanshop-1899';

export interface SeedAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** ISO date, or days before today (same year) for the member's birthday window. */
  birthday: string | { daysAgo: number };
  efNumber: string;
  profileLanguage: 'de' | 'en';
  /** Why the account exists, for the README. */
  role: string;
}

export const accounts: SeedAccount[] = [
  {
    id: '7f1c1a52-3c55-4a8e-9d5e-0a1b2c3d4e01',
    email: 'fan@club.example',
    firstName: 'Lena',
    lastName: 'Fischer',
    birthday: '1994-05-17',
    efNumber: 'EF-100001',
    profileLanguage: 'de',
    role: 'fan without memberships',
  },
  {
    id: '7f1c1a52-3c55-4a8e-9d5e-0a1b2c3d4e02',
    email: 'mitglied@club.example',
    firstName: 'Jürgen',
    lastName: 'Weiß',
    birthday: { daysAgo: 3 },
    efNumber: 'EF-100002',
    profileLanguage: 'de',
    role: 'club member (membership badge in the wallet), birthday 3 days ago',
  },
  {
    id: '7f1c1a52-3c55-4a8e-9d5e-0a1b2c3d4e03',
    email: 'fanclub@club.example',
    firstName: 'Sabine',
    lastName: 'Krüger',
    birthday: '1979-11-02',
    efNumber: 'EF-100003',
    profileLanguage: 'de',
    role: 'admin of the fan club “Fanclub Südkurve 1999”, member of another fan club',
  },
  {
    id: '7f1c1a52-3c55-4a8e-9d5e-0a1b2c3d4e04',
    email: 'firma@club.example',
    firstName: 'Thomas',
    lastName: 'Groß',
    birthday: '1968-02-29',
    efNumber: 'EF-100004',
    profileLanguage: 'en',
    role: 'company account acting for “Bäckerei Groß GmbH”',
  },
  {
    id: '7f1c1a52-3c55-4a8e-9d5e-0a1b2c3d4e05',
    email: 'fan2@club.example',
    firstName: 'Mehmet',
    lastName: 'Özdemir',
    birthday: '2001-08-08',
    efNumber: 'EF-100005',
    profileLanguage: 'de',
    role: 'second fan, for transfers',
  },
  {
    id: '7f1c1a52-3c55-4a8e-9d5e-0a1b2c3d4e06',
    email: 'dauerkarte@club.example',
    firstName: 'Paul',
    lastName: 'Schneider',
    birthday: '1987-03-12',
    efNumber: 'EF-100006',
    profileLanguage: 'de',
    role: 'season ticket holder who resells on the marketplace',
  },
  {
    id: '7f1c1a52-3c55-4a8e-9d5e-0a1b2c3d4e07',
    email: 'abo@club.example',
    firstName: 'Claudia',
    lastName: 'Hoffmann',
    birthday: '1972-09-23',
    efNumber: 'EF-100007',
    profileLanguage: 'de',
    role: 'subscriber of three season-ticket contracts (her own, one Paul uses, a business one)',
  },
];

export const organizations = [
  { id: 501, name: 'Fanclub Südkurve 1999', type: 'FanClub', memberPriceGroup: 'FanClub' },
  { id: 502, name: 'Bäckerei Groß GmbH', type: 'Company', memberPriceGroup: 'Business' },
  { id: 503, name: 'Fanclub Rot-Weiße Löwen', type: 'FanClub', memberPriceGroup: 'FanClub' },
] as const;

export const memberships = [
  { organizationId: 501, email: 'fanclub@club.example', isAdmin: true },
  { organizationId: 501, email: 'mitglied@club.example', isAdmin: false },
  { organizationId: 503, email: 'fanclub@club.example', isAdmin: false },
  { organizationId: 502, email: 'firma@club.example', isAdmin: true },
  // An invitation whose link has expired: the invitation page's expired state (/fanclub/einladung/503).
  { organizationId: 503, email: 'fan2@club.example', isAdmin: false, invitationExpiredDaysAgo: 3 },
] as const;

/** The wallet asset type that marks a club member: the club's name followed by MembershipBadge. */
export const MEMBERSHIP_BADGE = 'SCSuedstadt1899MembershipBadge';

export const assetTemplates = [
  { id: 1, type: MEMBERSHIP_BADGE, de: 'Mitgliedsausweis', en: 'Membership card' },
  { id: 2, type: 'FanClubIdCard', de: 'Fanclub-Ausweis', en: 'Fan club ID card' },
] as const;

export const walletAssets = [
  { id: 9001, email: 'mitglied@club.example', templateId: 1, value: 'Mitglied Nr. 18990427' },
  { id: 9002, email: 'fanclub@club.example', templateId: 2, value: 'Fanclub Südkurve 1999' },
] as const;
