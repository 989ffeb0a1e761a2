/**
 * Seed data of the CMS: every site area of the club (spec 1 section 1) with a start page, the football
 * sites' section pages with their localised slugs (spec 1 section 2), news spread over sites and
 * categories, the squads with statistics, and a season of fixtures. German everywhere, English for the
 * main sites, Japanese for a few pages (so the fallback to German shows). Generated from lists, so it is
 * deterministic: the same seed gives the same content.
 *
 * Longer than 400 lines because it is data: the lists the content is generated from, read top to bottom.
 */
import { createHash } from 'node:crypto';

/**
 * The football season the fixtures around `now` belong to, by the year it starts: a season runs from July
 * to June, so in November 2026 it is 2026 (2026/27), in March 2027 still 2026.
 */
export function seasonOf(now: Date): number {
  return now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}
const DAY_MS = 24 * 60 * 60 * 1000;
export const CLUB = 'SC Südstadt 1899';

type Kind = 'club' | 'football' | 'sport' | 'service';

interface SiteSeed {
  key: string;
  de: string;
  en?: string;
  ja?: string;
  kind: Kind;
  languages?: ('de' | 'en' | 'ja')[];
  liveVideo?: boolean;
  tickerTeamId?: number;
}

/** The site areas of spec 1 section 1, in their order; the American-football team has a site of its own. */
export const sites: SiteSeed[] = [
  {
    key: 'global',
    de: 'SC Südstadt 1899',
    en: 'SC Südstadt 1899',
    ja: 'SCズュートシュタット1899',
    kind: 'club',
    languages: ['de', 'en', 'ja'],
    liveVideo: true,
  },
  { key: 'aktionen', de: 'Aktionen', en: 'Campaigns', kind: 'service' },
  { key: 'badminton', de: 'Badminton', en: 'Badminton', kind: 'sport' },
  { key: 'basketball', de: 'Basketball', en: 'Basketball', kind: 'sport' },
  { key: 'boxen', de: 'Boxen', en: 'Boxing', kind: 'sport' },
  { key: 'business', de: 'Business', en: 'Business', kind: 'service', languages: ['de', 'en'] },
  { key: 'cheerleading', de: 'Cheerleading', en: 'Cheerleading', kind: 'sport' },
  { key: 'klub', de: 'Klub', en: 'Club', kind: 'club', languages: ['de', 'en'], liveVideo: true },
  { key: 'curling', de: 'Curling', en: 'Curling', kind: 'sport' },
  { key: 'dart', de: 'Dart', en: 'Darts', kind: 'sport' },
  { key: 'doku', de: 'Doku', en: 'Documentaries', kind: 'service' },
  { key: 'eishockey', de: 'Eishockey', en: 'Ice hockey', kind: 'sport' },
  { key: 'eissport', de: 'Eissport', en: 'Ice sports', kind: 'sport' },
  { key: 'eisstock', de: 'Eisstocksport', en: 'Ice stock sport', kind: 'sport' },
  { key: 'esports', de: 'eSports', en: 'eSports', kind: 'sport' },
  {
    key: 'en',
    de: 'SC Südstadt 1899 (English)',
    en: 'SC Südstadt 1899',
    kind: 'football',
    languages: ['en'],
    tickerTeamId: 159,
  },
  { key: 'fans', de: 'Fans', en: 'Fans', kind: 'club', languages: ['de', 'en'], liveVideo: true },
  { key: 'fechten', de: 'Fechten', en: 'Fencing', kind: 'sport' },
  { key: 'fitness', de: 'Fitness', en: 'Fitness', kind: 'sport' },
  { key: 'frauen', de: 'Frauen', en: 'Women', kind: 'football', languages: ['de', 'en'], tickerTeamId: 16953 },
  { key: 'funsport', de: 'Funsport', en: 'Fun sports', kind: 'sport' },
  { key: 'fussballschule', de: 'Fußballschule', en: 'Football school', kind: 'service', liveVideo: true },
  { key: 'golf', de: 'Golf', en: 'Golf', kind: 'sport' },
  { key: 'handball', de: 'Handball', en: 'Handball', kind: 'sport' },
  { key: 'hockey', de: 'Hockey', en: 'Hockey', kind: 'sport' },
  { key: 'kampfsport', de: 'Kampfsport', en: 'Martial arts', kind: 'sport' },
  { key: 'leichtathletik', de: 'Leichtathletik', en: 'Athletics', kind: 'sport' },
  { key: 'marktplatz', de: 'Marktplatz', en: 'Marketplace', kind: 'service', languages: ['de', 'en'] },
  { key: 'museum', de: 'Museum', en: 'Museum', kind: 'club', languages: ['de', 'en'], liveVideo: true },
  {
    key: 'nachwuchs',
    de: 'Nachwuchs',
    en: 'Academy',
    kind: 'football',
    languages: ['de', 'en'],
    liveVideo: true,
    tickerTeamId: 17193,
  },
  {
    key: 'profis',
    de: 'Profis',
    en: 'First team',
    ja: 'トップチーム',
    kind: 'football',
    languages: ['de', 'en', 'ja'],
    liveVideo: true,
    tickerTeamId: 159,
  },
  { key: 'radsport', de: 'Radsport', en: 'Cycling', kind: 'sport' },
  { key: 'rhythmische-sportgymnastik', de: 'Rhythmische Sportgymnastik', en: 'Rhythmic gymnastics', kind: 'sport' },
  { key: 'ringen', de: 'Ringen', en: 'Wrestling', kind: 'sport' },
  { key: 'rugby', de: 'Rugby', en: 'Rugby', kind: 'sport' },
  { key: 'schwimmen', de: 'Schwimmen', en: 'Swimming', kind: 'sport' },
  { key: 'sportakrobatik', de: 'Sportakrobatik', en: 'Acrobatic gymnastics', kind: 'sport' },
  { key: 'sportpark-dreieich', de: 'Sportpark Dreieich', en: 'Dreieich sports park', kind: 'service' },
  { key: 'sportarten', de: 'Sportarten', en: 'Sports', kind: 'club', languages: ['de', 'en'] },
  { key: 'stadion', de: 'Stadion', en: 'Stadium', kind: 'service', languages: ['de', 'en'] },
  { key: 'tanzen', de: 'Tanzen', en: 'Dance', kind: 'sport' },
  { key: 'tennis', de: 'Tennis', en: 'Tennis', kind: 'sport' },
  { key: 'tickets', de: 'Tickets', en: 'Tickets', kind: 'service', languages: ['de', 'en'] },
  { key: 'tischfussball', de: 'Tischfußball', en: 'Table football', kind: 'sport' },
  { key: 'tischtennis', de: 'Tischtennis', en: 'Table tennis', kind: 'sport' },
  {
    key: 'american-football',
    de: 'American Football',
    en: 'American football',
    kind: 'sport',
    languages: ['de', 'en'],
  },
  { key: 'trampolin', de: 'Trampolin', en: 'Trampoline', kind: 'sport' },
  { key: 'triathlon', de: 'Triathlon', en: 'Triathlon', kind: 'sport' },
  { key: 'turnen', de: 'Turnen', en: 'Gymnastics', kind: 'sport' },
  { key: 'tv', de: 'Südstadt TV', en: 'Südstadt TV', kind: 'service', languages: ['de', 'en'], liveVideo: true },
  { key: 'ultimate-frisbee', de: 'Ultimate Frisbee', en: 'Ultimate frisbee', kind: 'sport' },
  { key: 'volleyball', de: 'Volleyball', en: 'Volleyball', kind: 'sport' },
  {
    key: 'mitgliedschaft',
    de: 'Mitgliedschaft',
    en: 'Membership',
    kind: 'club',
    languages: ['de', 'en'],
    liveVideo: true,
  },
];

/** Section pages of the football sites: page key → localised slug (spec 1 section 2) and title. */
export const sectionPages = [
  { key: 'season', de: ['saison', 'Saison'], en: ['season', 'Season'] },
  { key: 'events', de: ['termine', 'Termine'], en: ['events', 'Fixtures'] },
  { key: 'galleries', de: ['bildergalerien', 'Bildergalerien'], en: ['galleries', 'Galleries'] },
  { key: 'lineup', de: ['aufstellung', 'Aufstellung'], en: ['lineup', 'Line-up'] },
  { key: 'ticker', de: ['liveticker', 'Liveticker'], en: ['liveticker', 'Live ticker'] },
  { key: 'statistics', de: ['statistik', 'Statistik'], en: ['statistics', 'Statistics'] },
  { key: 'latest', de: ['aktuell', 'Aktuell'], en: ['latest', 'Latest news'] },
  { key: 'squad', de: ['kader', 'Kader'], en: ['squad', 'Squad'] },
  { key: 'officials', de: ['trainer-funktionsteam', 'Trainer & Funktionsteam'], en: ['officials', 'Coaches & staff'] },
  { key: 'news', de: ['news', 'News'], en: ['news', 'News'] },
] as const;

export const newsCategories = [
  'Spielbericht',
  'Vorbericht',
  'Transfers',
  'Verein',
  'Training',
  'Fans',
  'Tickets',
  'Nachwuchs',
  'Frauen',
  'Sportarten',
] as const;

const opponents = [
  'FC Nordhafen',
  'SV Eichenau 04',
  'TSV Bergheim',
  'Borussia Westfeld',
  'VfB Rheinstein',
  'SpVgg Altmühl',
  'FC Hansa Kiefernwald',
  'Eintracht Mühlberg',
  'SG Lindental',
  'Union Osterwald',
  'Fortuna Seeburg',
  'Kickers Hohenau',
  'Alemannia Talheim',
  'VfL Brunnwiesen',
  'Rot-Weiß Kranichfeld',
  'SC Wiesengrund',
  'FSV Hochmoor',
];

const firstNames = [
  'Lukas',
  'Jonas',
  'Maximilian',
  'Leon',
  'Felix',
  'Elias',
  'Paul',
  'Noah',
  'Ben',
  'Emil',
  'Jannik',
  'Mats',
  'Timo',
  'Niklas',
  'Serdar',
  'Luca',
  'Mateo',
  'Yannick',
  'Kofi',
  'Hiroki',
  'Mikkel',
  'Tomás',
  'Dominik',
  'Florian',
  'Kevin',
  'Marvin',
];
const lastNames = [
  'Schäfer',
  'Krämer',
  'Wagner',
  'Hoffmann',
  'Böhm',
  'Müller',
  'Schröder',
  'Neumann',
  'Köhler',
  'Yılmaz',
  'Weiß',
  'Brandt',
  'Günther',
  'Lange',
  'Öztürk',
  'Fischer',
  'Mensah',
  'Tanaka',
  'Andersen',
  'García',
  'Zimmermann',
  'Hartmann',
  'Schulz',
  'Vogel',
  'Jäger',
  'Lorenz',
];
const womenFirstNames = [
  'Lea',
  'Sophie',
  'Marie',
  'Hannah',
  'Lina',
  'Emma',
  'Mia',
  'Clara',
  'Johanna',
  'Ella',
  'Nele',
  'Ida',
  'Amelie',
  'Selin',
  'Jule',
  'Frieda',
  'Paula',
  'Carla',
  'Ronja',
  'Maja',
  'Alina',
  'Greta',
];
const nationalities = [
  'DEU',
  'DEU',
  'DEU',
  'AUT',
  'DEU',
  'TUR',
  'DEU',
  'GHA',
  'JPN',
  'DNK',
  'ESP',
  'DEU',
  'CHE',
  'DEU',
  'NLD',
];
const positions = [
  'goalkeeper',
  'defender',
  'defender',
  'defender',
  'midfielder',
  'midfielder',
  'midfielder',
  'forward',
  'forward',
] as const;

/** A stable id from a text: the same seed gives the same uids. */
function uuidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A small deterministic number generator (mulberry32), so statistics and scores look random but never change. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slugify(text: string): string {
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface PageSeed {
  site: string;
  language: 'de' | 'en' | 'ja';
  pageKey: string;
  slug: string;
  template: 'blank' | 'default' | 'news';
  title: string;
  description: string;
  blocks: Record<string, unknown>[];
}

const sportSites = () => sites.filter((site) => site.kind === 'sport');

function homeBlocks(site: SiteSeed, language: 'de' | 'en' | 'ja'): Record<string, unknown>[] {
  const en = language === 'en';
  const blocks: Record<string, unknown>[] = [];
  if (site.kind === 'football') {
    blocks.push({ type: 'matchHeader', site: site.key, which: 'next' });
    // Counts down to what the fixtures say, never to a date typed into the page (`until` instead of `target`).
    blocks.push({
      type: 'countdown',
      headline: en ? 'Until the next home match' : 'Bis zum nächsten Heimspiel',
      until: 'nextHomeMatch',
      site: site.key,
    });
  }
  if (site.key === 'global' || site.key === 'sportarten') {
    blocks.push({
      type: 'sportGrid',
      headline: en ? 'One club, more than 50 sports' : 'Ein Verein, mehr als 50 Sportarten',
      sites: sportSites().map((sport) => sport.key),
    });
  } else if (site.kind === 'sport' || site.kind === 'club') {
    blocks.push({
      type: 'sportSlider',
      headline: en ? 'More sports at the club' : 'Mehr Sport im Verein',
      sites: sportSites()
        .filter((sport) => sport.key !== site.key)
        .slice(0, 8)
        .map((sport) => sport.key),
      allSportsSite: 'sportarten',
    });
  }
  if (site.key === 'tv') {
    // Südstadt TV's start page leads with its newest videos (the video catalogue, #18).
    blocks.push({ type: 'videoOverview', headline: en ? 'Latest videos' : 'Neueste Videos', site: 'tv', count: 12 });
  }
  blocks.push({ type: 'richText', html: introOf(site, en) });
  blocks.push({ type: 'newsOverview', site: site.key, pageSize: 12, showFilter: true, showSearch: true });
  return blocks;
}

/** A site's welcome: what the museum and the club's TV offer, the teams' news and fixtures elsewhere. */
function introOf(site: SiteSeed, en: boolean): string {
  if (site.key === 'museum')
    return en
      ? `<p>125 years of ${CLUB} under one roof: the championship shield of 1957, the boots of our record scorer and the ` +
          'old wooden south stand rebuilt to stand on.</p><p>Open Tuesday to Sunday, 10:00 to 18:00, and on match days ' +
          'until kick-off. Admission 8 €, reduced 5 €, children under 12 and members free. Guided stadium tours ' +
          'start at 11:00 and 15:00.</p>'
      : `<p>125 Jahre ${CLUB} unter einem Dach: die Meisterschale von 1957, die Schuhe unseres Rekordtorschützen und die ` +
          'alte Holztribüne der Südkurve zum Draufstellen.</p><p>Geöffnet Dienstag bis Sonntag von 10 bis 18 Uhr, an ' +
          'Spieltagen bis zum Anpfiff. Eintritt 8 €, ermäßigt 5 €, Kinder unter 12 und Mitglieder frei. ' +
          'Stadionführungen um 11 und 15 Uhr.</p>';
  if (site.key === 'tv')
    return en
      ? '<p>Südstadt TV brings every match of the first team in full, press conferences, the women and the academy, ' +
          'and the stories from the dressing room. Highlights are free; with a subscription you watch every video ' +
          'in full and the matches live.</p>'
      : '<p>Südstadt TV zeigt jedes Spiel der Profis in voller Länge, die Pressekonferenzen, die Frauen und den ' +
          'Nachwuchs und die Geschichten aus der Kabine. Die Highlights sind frei; mit einem Abo siehst du jedes ' +
          'Video ganz und die Spiele live.</p>';
  return en
    ? `<p>Welcome to ${site.en ?? site.de} at ${CLUB}. Here you find the latest news, fixtures and everything about the teams.</p>`
    : `<p>Willkommen bei ${site.de} im ${CLUB}. Hier findest du die neuesten Nachrichten, Termine und alles rund um die Mannschaften.</p>`;
}

export function pages(now: Date): PageSeed[] {
  const list: PageSeed[] = [];
  for (const site of sites) {
    for (const language of site.languages ?? ['de']) {
      const name = language === 'ja' ? (site.ja ?? site.de) : language === 'en' ? (site.en ?? site.de) : site.de;
      list.push({
        site: site.key,
        language,
        pageKey: 'home',
        slug: '',
        template: 'default',
        title: name,
        description:
          language === 'en'
            ? `${name}: news, fixtures and teams of ${CLUB}.`
            : language === 'ja'
              ? `${name}：${CLUB}のニュースと試合日程。`
              : `${name}: Nachrichten, Termine und Mannschaften des ${CLUB}.`,
        blocks: homeBlocks(site, language),
      });
      if (site.key === 'tv' && language !== 'ja') list.push(videoSubscriptionPage(language));
      if (site.kind !== 'football' || language === 'ja') continue;
      for (const section of sectionPages) {
        const [slug, title] = language === 'en' ? section.en : section.de;
        list.push({
          site: site.key,
          language,
          pageKey: section.key,
          slug,
          template: section.key === 'news' || section.key === 'latest' ? 'news' : 'default',
          title: `${title} · ${language === 'en' ? (site.en ?? site.de) : site.de}`,
          description: `${title} – ${language === 'en' ? (site.en ?? site.de) : site.de}, ${CLUB}`,
          blocks: sectionBlocks(section.key, site, language === 'en', seasonOf(now)),
        });
      }
    }
  }
  return list;
}

/**
 * Südstadt TV's page about its subscriptions: where the paid video player's subscribe link leads (spec 2
 * section 2, "the video portal's subscription page"). The products are the paywall's (seed/account.ts).
 */
function videoSubscriptionPage(language: 'de' | 'en'): PageSeed {
  const en = language === 'en';
  return {
    site: 'tv',
    language,
    pageKey: 'subscription',
    slug: en ? 'subscription' : 'abo',
    template: 'default',
    title: en ? 'Video subscription' : 'Video-Abo',
    description: en
      ? `Every match, every press conference and the women's games in full length on Südstadt TV.`
      : 'Jedes Spiel, jede Pressekonferenz und die Spiele der Frauen in voller Länge bei Südstadt TV.',
    blocks: [
      {
        type: 'richText',
        html: en
          ? '<h3>Watch every video in full</h3><p>Without a subscription every paid video plays a 10-second preview. With Club TV you watch all of them in full length, on your phone and at home.</p><ul><li><strong>Club TV monthly</strong>: €4.99 a month, cancel monthly</li><li><strong>Club TV yearly</strong>: €49.99 a year</li></ul><p>Your subscription and until when it runs are shown in your account under personal data.</p>'
          : '<h3>Alle Videos in voller Länge</h3><p>Ohne Abo zeigt jedes Bezahlvideo eine Vorschau von 10 Sekunden. Mit Club TV siehst du alle Videos in voller Länge, unterwegs und zu Hause.</p><ul><li><strong>Club TV Monatsabo</strong>: 4,99 € im Monat, monatlich kündbar</li><li><strong>Club TV Jahresabo</strong>: 49,99 € im Jahr</li></ul><p>Dein Abo und bis wann es läuft, siehst du in deinem Konto unter Persönliche Daten.</p>',
      },
      { type: 'videoOverview', headline: en ? 'Latest videos' : 'Neueste Videos', site: 'tv', count: 4 },
    ],
  };
}

/** The live ticker page's blocks: the site's live match centre (ticker and table, issue #17). */
const liveTickerBlocks = (teamId: number) => [{ type: 'liveTicker', teamId }];

function sectionBlocks(
  key: string,
  { key: site, tickerTeamId }: SiteSeed,
  en: boolean,
  season: number,
): Record<string, unknown>[] {
  switch (key) {
    case 'squad':
      return [{ type: 'squad', site, role: 'player' }];
    case 'officials':
      return [{ type: 'squad', site, role: 'official' }];
    case 'statistics':
      return [{ type: 'playerStatistics', site, season }];
    case 'season':
    case 'events':
      return [{ type: 'fixtures', site, season }];
    case 'ticker':
      if (tickerTeamId) return liveTickerBlocks(tickerTeamId);
      return [{ type: 'matchHeader', site, which: 'current' }];
    case 'lineup':
      return [{ type: 'matchHeader', site, which: 'current' }];
    case 'galleries':
      return [
        {
          type: 'imageGallery',
          images: Array.from({ length: 6 }, (_, index) => ({
            url: `/media/gallery-${site}/${index + 1}.svg`,
            alt: en ? `Match day impression ${index + 1}` : `Spieltagsimpression ${index + 1}`,
          })),
        },
      ];
    default:
      return [{ type: 'newsOverview', site, pageSize: 12, showFilter: true, showSearch: true }];
  }
}

export interface PersonSeed {
  id: number;
  site: string;
  role: 'player' | 'official';
  firstName: string;
  lastName: string;
  title: string | null;
  shortName: string;
  knownName: string | null;
  position: string;
  jerseyNumber: number | null;
  nationality: string;
  birthday: string;
  heightCm: number | null;
  statistics: Record<string, Record<string, number>>;
}

function playerStatistics(next: () => number, position: string) {
  const scope = (share: number) => {
    const games = Math.round(34 * share * (0.4 + 0.6 * next()));
    const starts = Math.round(games * (0.5 + 0.5 * next()));
    const scoring =
      position === 'forward' ? 0.45 : position === 'midfielder' ? 0.2 : position === 'defender' ? 0.05 : 0;
    const goals = Math.round(games * scoring * next() * 1.4);
    return {
      gamesPlayed: games,
      starts,
      substitutions: games - starts,
      minutesPlayed: starts * 85 + (games - starts) * 22,
      goals,
      assists: Math.round(games * scoring * next()),
      penaltyGoals: Math.min(goals, Math.round(next() * (position === 'forward' ? 3 : 0))),
      duels: Math.round(games * (8 + 10 * next())),
      yellowCards: Math.round(next() * 6 * share),
      yellowRedCards: next() > 0.9 ? 1 : 0,
      redCards: next() > 0.95 ? 1 : 0,
      shots: Math.round(games * scoring * 6 * next()),
      passes: Math.round(games * (25 + 30 * next())),
      touches: Math.round(games * (40 + 30 * next())),
      fouls: Math.round(games * next() * 1.5),
      corners: position === 'midfielder' ? Math.round(games * next()) : 0,
    };
  };
  return { total: scope(1), home: scope(0.5), away: scope(0.5) };
}

export function persons(): PersonSeed[] {
  const list: PersonSeed[] = [];
  const squad = (site: string, count: number, first: string[], startId: number, seed: number) => {
    const next = random(seed);
    for (let index = 0; index < count; index++) {
      const position = index < 3 ? 'goalkeeper' : positions[1 + (index % (positions.length - 1))]!;
      const firstName = first[index % first.length]!;
      const lastName = lastNames[(index * 7 + seed) % lastNames.length]!;
      const year = 1994 + Math.floor(next() * 12);
      list.push({
        id: startId + index,
        site,
        role: 'player',
        firstName,
        lastName,
        title: null,
        shortName: `${firstName[0]}. ${lastName}`,
        knownName: index === 9 ? `${firstName}inho` : null,
        position,
        jerseyNumber: index === 0 ? 1 : index + 2,
        nationality: nationalities[index % nationalities.length]!,
        birthday: `${year}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
        heightCm: 165 + Math.floor(next() * 32),
        statistics: playerStatistics(next, position),
      });
    }
  };
  squad('profis', 26, firstNames, 5001, 159);
  squad('frauen', 22, womenFirstNames, 5101, 16953);
  squad('nachwuchs', 20, firstNames.slice(6), 5201, 17193);
  const officials: [string, string, string, string | null][] = [
    ['profis', 'Markus', 'Reinhardt', 'Cheftrainer'],
    ['profis', 'Stefan', 'Albrecht', 'Co-Trainer'],
    ['profis', 'Oliver', 'Dietz', 'Torwarttrainer'],
    ['profis', 'Dr. Anna', 'Seidel', 'Mannschaftsärztin'],
    ['profis', 'Tobias', 'Kern', 'Athletiktrainer'],
    ['profis', 'Ralf', 'Engel', 'Zeugwart'],
    ['frauen', 'Katrin', 'Holm', 'Cheftrainerin'],
    ['frauen', 'Julia', 'Franke', 'Co-Trainerin'],
    ['nachwuchs', 'Sebastian', 'Roth', 'Leiter Nachwuchs'],
  ];
  officials.forEach(([site, firstName, lastName, title], index) =>
    list.push({
      id: 5901 + index,
      site,
      role: 'official',
      firstName,
      lastName,
      title,
      shortName: `${firstName.replace('Dr. ', '')[0]}. ${lastName}`,
      knownName: null,
      position: 'official',
      jerseyNumber: null,
      nationality: 'DEU',
      birthday: `${1965 + index * 2}-0${1 + (index % 9)}-1${index % 9}`,
      heightCm: null,
      statistics: {},
    }),
  );
  return list;
}

export interface MatchSeed {
  id: number;
  site: string;
  season: number;
  competition: string;
  matchday: number | null;
  homeTeam: string;
  awayTeam: string;
  venue: string;
  kickoff: string | null;
  kickoffDate: string;
  status: 'announced' | 'before' | 'live' | 'after';
  period: string | null;
  homeGoals: number | null;
  awayGoals: number | null;
  afterExtraTime: boolean;
  afterPenalties: boolean;
}

/**
 * A season of fixtures per football site around `now`: played matches with results, the next ones
 * with their kick-off, and the last few announced with a date but no time yet ("to be determined").
 */
export function matches(now: Date): MatchSeed[] {
  const list: MatchSeed[] = [];
  const teams: [string, string, number, string][] = [
    ['profis', CLUB, 7001, 'Liga'],
    ['frauen', `${CLUB} Frauen`, 7101, 'Frauen-Liga'],
    ['nachwuchs', `${CLUB} U19`, 7201, 'U19-Liga'],
  ];
  for (const [site, club, firstId, competition] of teams) {
    const next = random(firstId);
    const rounds = site === 'profis' ? 34 : 22;
    for (let round = 0; round < rounds; round++) {
      const opponent = opponents[round % opponents.length]!;
      const home = round % 2 === 0;
      // The first team plays its cup tie on the seeding day (liveCupTie), so its league match of that week is two
      // days later (one would not do: the day in UTC is not always the day in Südstadt), and the cup tie is its
      // next match whatever the hour the platform starts.
      const weeks = round - Math.floor(rounds / 2);
      const day = new Date(now.getTime() + (weeks * 7 + (site === 'profis' && weeks === 0 ? 2 : 0)) * DAY_MS);
      day.setUTCHours(14, 30, 0, 0);
      const played = day.getTime() < now.getTime() - 3 * 60 * 60 * 1000;
      const announcedOnly = round >= rounds - 4;
      const [goalsFor, goalsAgainst] = [Math.floor(next() * 4), Math.floor(next() * 3)];
      list.push({
        id: firstId + round,
        site,
        season: seasonOf(now),
        competition,
        matchday: round + 1,
        homeTeam: home ? club : opponent,
        awayTeam: home ? opponent : club,
        venue: home ? 'Südstadt-Arena' : `Stadion ${opponent.split(' ').at(-1)}`,
        kickoff: announcedOnly ? null : day.toISOString(),
        kickoffDate: day.toISOString().slice(0, 10),
        status: played ? 'after' : announcedOnly ? 'announced' : 'before',
        period: played ? 'FullTime' : null,
        homeGoals: played ? (home ? goalsFor : goalsAgainst) : null,
        awayGoals: played ? (home ? goalsAgainst : goalsFor) : null,
        afterExtraTime: false,
        afterPenalties: false,
      });
    }
  }
  list.push(liveCupTie(now));
  // A cup tie that went to penalties.
  list.push({
    id: 7999,
    site: 'profis',
    season: seasonOf(now),
    competition: 'Pokal',
    matchday: null,
    homeTeam: CLUB,
    awayTeam: 'Borussia Westfeld',
    venue: 'Südstadt-Arena',
    kickoff: new Date(now.getTime() - 40 * DAY_MS).toISOString(),
    kickoffDate: new Date(now.getTime() - 40 * DAY_MS).toISOString().slice(0, 10),
    status: 'after',
    period: 'FullTimePens',
    homeGoals: 2,
    awayGoals: 2,
    afterExtraTime: true,
    afterPenalties: true,
  });
  return list;
}

/** The first team's cup tie of the seeding day, which the live ticker's simulator plays (issue #17). */
export const LIVE_CUP_MATCH_ID = 7998;

/**
 * The cup tie against FC Nordhafen at home, tonight at 19:30 in Südstadt (Europe/Berlin), or in two hours
 * when the seeding day is later than that: always still to come when the platform starts.
 */
export function liveCupTie(now: Date): MatchSeed {
  const evening = berlinTime(now, 19, 30);
  const kickoff =
    evening.getTime() > now.getTime() ? evening : new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 2 * 3_600_000);
  return {
    id: LIVE_CUP_MATCH_ID,
    site: 'profis',
    season: seasonOf(now),
    competition: 'Pokal',
    matchday: null,
    homeTeam: CLUB,
    awayTeam: 'FC Nordhafen',
    venue: 'Südstadt-Arena',
    kickoff: kickoff.toISOString(),
    kickoffDate: berlinDate(kickoff),
    status: 'before',
    period: null,
    homeGoals: null,
    awayGoals: null,
    afterExtraTime: false,
    afterPenalties: false,
  };
}

/** The calendar day in Südstadt (Europe/Berlin) of an instant, as YYYY-MM-DD. */
export function berlinDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(instant);
}

/** The instant of a wall-clock time in Südstadt (Europe/Berlin) on the day of `day` there. */
function berlinTime(day: Date, hour: number, minute: number): Date {
  const [year, month, date] = berlinDate(day).split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, date, hour, minute);
  // The wall clock in Berlin at the guessed instant, read as if it were UTC: the difference is the offset.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(guess))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return new Date(guess - (wall - guess));
}

export interface NewsSeed {
  uid: string;
  site: string;
  type: 'news' | 'magazine' | 'fast-lane';
  fullSlug: string;
  displayDatetime: string;
  headlineDe: string;
  headlineEn: string | null;
  teaserDe: string;
  teaserEn: string | null;
  bodyDe: string;
  bodyEn: string | null;
  categories: string[];
  imageUrl: string;
  hoverImageUrl: string | null;
  frontendUrl: string | null;
}

/** News over the sites and categories: match reports and previews, transfers, club and fan stories. */
export function news(now: Date): NewsSeed[] {
  const list: NewsSeed[] = [];
  const englishSites = new Set(sites.filter((site) => site.languages?.includes('en')).map((site) => site.key));
  const add = (
    site: string,
    index: number,
    category: string,
    de: [string, string, string],
    en: [string, string, string] | null,
    type: NewsSeed['type'] = 'news',
  ) => {
    const at = new Date(now.getTime() - (index * 19 + 2) * 60 * 60 * 1000);
    const slug = `${site}/news/${slugify(de[0])}-${list.length + 1}`;
    list.push({
      uid: uuidOf(slug),
      site,
      type,
      fullSlug: slug,
      displayDatetime: at.toISOString(),
      headlineDe: de[0],
      headlineEn: en && englishSites.has(site) ? en[0] : null,
      teaserDe: de[1],
      teaserEn: en && englishSites.has(site) ? en[1] : null,
      bodyDe: de[2],
      bodyEn: en && englishSites.has(site) ? en[2] : null,
      categories: [category],
      imageUrl: `/media/news/${(list.length % 12) + 1}.svg`,
      hoverImageUrl: `/media/news/${((list.length + 5) % 12) + 1}.svg`,
      frontendUrl: type === 'fast-lane' ? `/tickets` : null,
    });
  };
  const squad = persons().filter((person) => person.site === 'profis' && person.role === 'player');
  for (let index = 0; index < 60; index++) {
    const opponent = opponents[index % opponents.length]!;
    const player = squad[index % squad.length]!;
    const name = `${player.firstName} ${player.lastName}`;
    switch (index % 5) {
      case 0:
        add(
          'profis',
          index,
          'Spielbericht',
          [
            `Heimsieg gegen ${opponent}: Südstadt gewinnt verdient`,
            `Vor ausverkauftem Haus setzten sich die Profis gegen ${opponent} durch. ${name} traf doppelt.`,
            `Die Mannschaft von Trainer Markus Reinhardt bestimmte das Spiel von Beginn an. Nach einer Ecke köpfte ${name} zur Führung, nach der Pause legte er nach. Die Spieler feierten den Sieg mit den Fans in der Südkurve.`,
          ],
          [
            `Home win against ${opponent}: Südstadt deserve the victory`,
            `In front of a sell-out crowd the first team beat ${opponent}. ${name} scored twice.`,
            `Markus Reinhardt's side controlled the game from the start. ${name} headed in from a corner and added a second after the break. The players celebrated with the fans in the south stand.`,
          ],
        );
        break;
      case 1:
        add(
          'profis',
          index,
          'Vorbericht',
          [
            `Vorbericht: Südstadt empfängt ${opponent}`,
            `Am Samstag geht es gegen ${opponent}. Trainer Reinhardt kann fast aus dem Vollen schöpfen.`,
            `Die Profis wollen ihre Heimserie ausbauen. Fraglich ist nur ${name}, der unter der Woche im Training kürzertreten musste. Tickets gibt es noch an der Tageskasse.`,
          ],
          [
            `Preview: Südstadt host ${opponent}`,
            `On Saturday the team faces ${opponent}. Coach Reinhardt has almost the full squad available.`,
            `The first team want to extend their home run. Only ${name} is doubtful after easing off in training this week. Tickets are still available at the box office.`,
          ],
        );
        break;
      case 2:
        add(
          'profis',
          index,
          'Transfers',
          [
            `${name} verlängert bis 2029`,
            `Der ${player.position === 'goalkeeper' ? 'Torhüter' : 'Spieler'} bleibt dem Verein langfristig erhalten.`,
            `${name} hat seinen Vertrag vorzeitig verlängert. „Ich fühle mich in Südstadt zu Hause“, sagte er nach der Unterschrift.`,
          ],
          [
            `${name} extends his contract until 2029`,
            `The ${player.position === 'goalkeeper' ? 'goalkeeper' : 'player'} commits his long-term future to the club.`,
            `${name} has extended his contract early. "Südstadt feels like home," he said after signing.`,
          ],
        );
        break;
      case 3:
        add(
          'profis',
          index,
          'Training',
          [
            `Trainingswoche: Fokus auf Standards`,
            `Vor dem Spiel gegen ${opponent} übten die Profis vor allem Ecken und Freistöße.`,
            `Bei Nieselregen trainierte die Mannschaft zweimal täglich. Die Übungen galten den Standardsituationen, die zuletzt zu Gegentoren führten.`,
          ],
          [
            `Training week: focus on set pieces`,
            `Ahead of the match against ${opponent} the first team worked on corners and free kicks.`,
            `In the drizzle the squad trained twice a day, concentrating on the set pieces that cost goals recently.`,
          ],
        );
        break;
      default:
        add(
          'global',
          index,
          'Verein',
          [
            `Mitgliederversammlung: Rekordbeteiligung im Vereinsheim`,
            `Mehr als 2.000 Mitglieder kamen zur Versammlung des ${CLUB}.`,
            `Der Vorstand berichtete über das Vereinsjahr, die neuen Abteilungen und die Pläne für den Ausbau des Sportparks Dreieich.`,
          ],
          [
            `General meeting: record turnout at the clubhouse`,
            `More than 2,000 members attended the meeting of ${CLUB}.`,
            `The board reported on the club year, the new departments and the plans for the Dreieich sports park.`,
          ],
        );
    }
  }
  for (let index = 0; index < 24; index++) {
    const opponent = opponents[(index + 3) % opponents.length]!;
    add(
      'frauen',
      index,
      'Frauen',
      [
        `Frauen: ${index % 2 ? 'Unentschieden' : 'Auswärtssieg'} bei ${opponent}`,
        `Die Frauen des ${CLUB} ${index % 2 ? 'teilen die Punkte' : 'gewinnen'} bei ${opponent}.`,
        `Trainerin Katrin Holm lobte die Spielerinnen für eine geschlossene Mannschaftsleistung.`,
      ],
      [
        `Women: ${index % 2 ? 'draw' : 'away win'} at ${opponent}`,
        `The women of ${CLUB} ${index % 2 ? 'share the points' : 'win'} at ${opponent}.`,
        `Coach Katrin Holm praised the players for a united team performance.`,
      ],
    );
  }
  for (let index = 0; index < 20; index++) {
    add(
      'nachwuchs',
      index,
      'Nachwuchs',
      [
        `U${17 + (index % 3)}: Talente überzeugen beim Turnier`,
        `Der Nachwuchs des ${CLUB} spielt beim Pfingstturnier um den Titel mit.`,
        `Im Nachwuchsleistungszentrum trainieren mehr als 200 Spielerinnen und Spieler. Beim Turnier zeigten sie ihr Können.`,
      ],
      [
        `U${17 + (index % 3)}: young talents impress at the tournament`,
        `The academy of ${CLUB} competes for the title at the Whitsun tournament.`,
        `More than 200 young players train at the academy. At the tournament they showed what they can do.`,
      ],
    );
  }
  for (let index = 0; index < 12; index++) {
    add(
      'fans',
      index,
      'Fans',
      [
        `Fanclub-Treffen ${2026 + (index % 2)}: Alle Fanclubs in der Arena`,
        `Die Fanclubs des ${CLUB} treffen sich zum großen Austausch.`,
        `Mehr als 600 Fanclubs gehören zum Verein. Beim Treffen ging es um Auswärtsfahrten, Choreografien und die Fankultur.`,
      ],
      [
        `Fan club meeting ${2026 + (index % 2)}: all fan clubs at the arena`,
        `The fan clubs of ${CLUB} meet for a big exchange.`,
        `More than 600 fan clubs belong to the club. The meeting covered away trips, choreographies and fan culture.`,
      ],
    );
  }
  for (let index = 0; index < 8; index++) {
    add(
      'tickets',
      index,
      'Tickets',
      [
        `Ticketverkauf für das Heimspiel gegen ${opponents[index]} startet`,
        `Ab Montag gibt es Karten für Mitglieder, ab Mittwoch im freien Verkauf.`,
        `Dauerkarteninhaber erhalten ihr Ticket wie gewohnt in der Wallet. Restkarten werden über den Ticket-Marktplatz angeboten.`,
      ],
      [
        `Ticket sales for the home match against ${opponents[index]} start`,
        `Members can buy from Monday, everyone from Wednesday.`,
        `Season ticket holders get their ticket in the wallet as usual. Remaining tickets are offered on the ticket marketplace.`,
      ],
      index < 3 ? 'fast-lane' : 'news',
    );
  }
  const sports = sportSites();
  for (let index = 0; index < 36; index++) {
    const sport = sports[index % sports.length]!;
    add(
      sport.key,
      index,
      'Sportarten',
      [
        `${sport.de}: Erfolgreicher Saisonstart`,
        `Die Abteilung ${sport.de} des ${CLUB} startet mit Siegen in die neue Saison.`,
        `Trainerinnen und Trainer der Abteilung ${sport.de} freuen sich über viele neue Mitglieder. Schnuppertrainings gibt es jeden Dienstag.`,
      ],
      null,
      index % 6 === 0 ? 'magazine' : 'news',
    );
  }
  return list;
}
