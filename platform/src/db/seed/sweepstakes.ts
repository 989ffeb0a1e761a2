import { randomUUID } from 'node:crypto';
import type { Queryable } from '../database.ts';
import { drawWinners, newSeed } from '../../sweepstakes/draw.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const germanLetters: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/** "/{name}-{id}", ASCII-safe (spec 3 section 3: umlauts become ae, oe, ue, ss). */
export function fullSlug(name: string, id: number): string {
  const base = name
    .replace(/[äöüßÄÖÜ]/g, (letter) => germanLetters[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/${base ? `${base}-` : ''}${id}`;
}

interface Text {
  de: string;
  en?: string;
}

interface SweepstakeSeed {
  id: number;
  name: Text;
  description: Text;
  prize: Text;
  question: Text;
  choices: { id: string; de: string; en?: string }[];
  /** Days from now: negative lies back. */
  startsInDays: number;
  endsInDays: number;
  drawsInDays: number;
  winnerCount: number;
  /** The full slug's German part is missing (the CMS has no German page): the portal does not list it. */
  withoutGermanSlug?: boolean;
  /** Demo accounts that took part (their answers), drawn when the draw lies back. */
  participants?: { email: string; choiceId: string }[];
}

export const SWEEPSTAKE_SERIES = [
  {
    id: 31,
    name: { de: 'Heimspiel-Gewinnspiele', en: 'Home match competitions' },
    shortName: { de: 'Heimspiel', en: 'Home match' },
    description: {
      de: 'Zu jedem Heimspiel verlosen wir unter allen Fans besondere Preise rund um den SC Südstadt 1899.',
      en: 'For every home match we raffle special prizes around SC Südstadt 1899 among all fans.',
    },
    sweepstakes: [
      {
        id: 3101,
        name: { de: 'Signiertes Heimtrikot der Saison', en: 'Signed home shirt of the season' },
        description: {
          de: 'Das aktuelle Heimtrikot mit den Unterschriften der ganzen Mannschaft – ein Unikat für deine Sammlung.',
          en: 'This season’s home shirt signed by the whole squad – a one-off for your collection.',
        },
        prize: { de: '1 signiertes Heimtrikot (Größe nach Wahl)', en: '1 signed home shirt (size of your choice)' },
        question: {
          de: 'In welchem Jahr wurde der SC Südstadt gegründet?',
          en: 'In which year was SC Südstadt founded?',
        },
        choices: [
          { id: 'a', de: '1899', en: '1899' },
          { id: 'b', de: '1904', en: '1904' },
          { id: 'c', de: '1920', en: '1920' },
        ],
        startsInDays: -5,
        endsInDays: 12,
        drawsInDays: 13,
        winnerCount: 1,
      },
      {
        id: 3102,
        name: {
          de: 'Zwei VIP-Karten für das Derby gegen den FC Nordhafen',
          en: 'Two VIP tickets for the derby against FC Nordhafen',
        },
        description: {
          de: 'Erlebe das Derby aus der Loge: zwei VIP-Karten mit Buffet, Getränken und Parkplatz am Stadion.',
          en: 'Watch the derby from a box: two VIP tickets with buffet, drinks and parking at the stadium.',
        },
        prize: { de: '2 VIP-Karten inklusive Bewirtung', en: '2 VIP tickets including hospitality' },
        question: { de: 'Wie heißt unser Stadion?', en: 'What is our stadium called?' },
        choices: [
          { id: 'a', de: 'Südstadt-Arena', en: 'Südstadt-Arena' },
          { id: 'b', de: 'Nordhafen-Park', en: 'Nordhafen-Park' },
          { id: 'c', de: 'Am Kanal', en: 'Am Kanal' },
        ],
        startsInDays: -2,
        endsInDays: 8,
        drawsInDays: 9,
        winnerCount: 1,
      },
      {
        id: 3103,
        name: { de: 'Meet & Greet mit der Mannschaft', en: 'Meet & greet with the squad' },
        description: {
          de: 'Triff deine Lieblingsspieler nach dem Abschlusstraining.',
          en: 'Meet your favourite players after the final training session.',
        },
        prize: { de: 'Meet & Greet für 2 Personen', en: 'Meet & greet for 2 people' },
        question: { de: 'Wie viele Spieler stehen beim Anpfiff auf dem Platz?', en: 'How many players start a match?' },
        choices: [
          { id: 'a', de: '22', en: '22' },
          { id: 'b', de: '18', en: '18' },
        ],
        startsInDays: -4,
        endsInDays: 20,
        drawsInDays: 21,
        winnerCount: 2,
        withoutGermanSlug: true,
      },
      {
        id: 3104,
        name: { de: 'Stadionführung für vier Personen', en: 'Stadium tour for four' },
        description: {
          de: 'Ein Blick hinter die Kulissen: Kabine, Spielertunnel, Pressekonferenzraum und Rasen.',
          en: 'A look behind the scenes: dressing room, players’ tunnel, press room and pitch.',
        },
        prize: { de: 'Stadionführung für 4 Personen', en: 'Stadium tour for 4 people' },
        question: { de: 'Welche Farben hat der SC Südstadt?', en: 'What are SC Südstadt’s colours?' },
        choices: [
          { id: 'a', de: 'Schwarz-Weiß mit Rot', en: 'Black and white with red' },
          { id: 'b', de: 'Blau-Gelb', en: 'Blue and yellow' },
        ],
        startsInDays: -40,
        endsInDays: -12,
        drawsInDays: -11,
        winnerCount: 2,
        participants: [
          { email: 'fan@club.example', choiceId: 'a' },
          { email: 'mitglied@club.example', choiceId: 'a' },
          { email: 'fanclub@club.example', choiceId: 'b' },
          { email: 'dauerkarte@club.example', choiceId: 'a' },
          { email: 'abo@club.example', choiceId: 'a' },
        ],
      },
      {
        id: 3105,
        name: { de: 'Auswärtsfahrt im Fanbus nach Nordhafen', en: 'Away trip on the fan bus to Nordhafen' },
        description: {
          de: 'Fahr mit dem offiziellen Fanbus zum Auswärtsspiel – Hin- und Rückfahrt und Ticket inklusive.',
          en: 'Travel on the official fan bus to the away match – return trip and ticket included.',
        },
        prize: { de: '2 Plätze im Fanbus mit Tickets', en: '2 seats on the fan bus with tickets' },
        question: { de: 'Wie viele Punkte gibt es für einen Sieg?', en: 'How many points does a win earn?' },
        choices: [
          { id: 'a', de: 'Drei', en: 'Three' },
          { id: 'b', de: 'Zwei', en: 'Two' },
        ],
        startsInDays: -21,
        endsInDays: -1,
        drawsInDays: 6,
        winnerCount: 1,
        participants: [
          { email: 'fan@club.example', choiceId: 'a' },
          { email: 'dauerkarte@club.example', choiceId: 'a' },
        ],
      },
    ] satisfies SweepstakeSeed[],
  },
  {
    id: 32,
    name: { de: 'Fanshop-Verlosungen', en: 'Fan shop raffles' },
    shortName: { de: 'Fanshop', en: 'Fan shop' },
    description: {
      de: 'Neue Kollektion, neue Preise: der Fanshop verlost Pakete aus dem aktuellen Sortiment.',
      en: 'New collection, new prizes: the fan shop raffles bundles from its current range.',
    },
    sweepstakes: [
      {
        id: 3201,
        name: { de: 'Winterpaket: Schal, Mütze und Handschuhe', en: 'Winter bundle: scarf, hat and gloves' },
        description: {
          de: 'Warm durch die Rückrunde: das Winterpaket in Schwarz-Weiß mit rotem Vereinswappen.',
          en: 'Warm through the second half of the season: the black-and-white winter bundle with the red crest.',
        },
        prize: { de: '3 Winterpakete', en: '3 winter bundles' },
        question: { de: 'Welches Tier ziert das Vereinswappen?', en: 'Which animal is on the club crest?' },
        choices: [
          { id: 'a', de: 'Ein Löwe', en: 'A lion' },
          { id: 'b', de: 'Ein Adler', en: 'An eagle' },
          { id: 'c', de: 'Kein Tier', en: 'No animal' },
        ],
        startsInDays: -3,
        endsInDays: 25,
        drawsInDays: 26,
        winnerCount: 3,
      },
    ] satisfies SweepstakeSeed[],
  },
];

/** The daily draws: groups "tageslos" and a number, one entry per person and day. */
export const DAILY_DRAWS = [
  {
    id: 'tageslos1',
    name: { de: 'Tageslos: Trikot des Tages', en: 'Daily draw: shirt of the day' },
    prize: { de: 'Jeden Tag ein Heimtrikot der aktuellen Saison', en: 'A home shirt of this season every day' },
    opensInDays: -10,
    closesInDays: 30,
    winnersPerDay: 1,
  },
  {
    id: 'tageslos2',
    name: { de: 'Tageslos: Zwei Karten fürs nächste Heimspiel', en: 'Daily draw: two tickets for the next home match' },
    prize: { de: 'Jeden Tag 2 Sitzplatzkarten', en: 'Two seated tickets every day' },
    opensInDays: -3,
    closesInDays: 14,
    winnersPerDay: 2,
  },
  {
    id: 'tageslos0',
    name: { de: 'Tageslos: Sommer-Trainingslager', en: 'Daily draw: summer training camp' },
    prize: { de: 'Reise ins Trainingslager', en: 'A trip to the training camp' },
    opensInDays: -90,
    closesInDays: -60,
    winnersPerDay: 1,
  },
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Seeds the series, sweepstakes (the drawn one drawn), their demo participations and the daily draws. */
export async function seedSweepstakes(tx: Queryable, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  for (const [position, series] of SWEEPSTAKE_SERIES.entries()) {
    await tx.query(
      `INSERT INTO sweepstake_series (id, name_de, name_en, short_name_de, short_name_en, description_de,
         description_en, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        series.id,
        series.name.de,
        series.name.en,
        series.shortName.de,
        series.shortName.en,
        series.description.de,
        series.description.en,
        position,
      ],
    );
    for (const sweepstake of series.sweepstakes as SweepstakeSeed[]) {
      const { seed, seedHash } = newSeed();
      const drawn = sweepstake.drawsInDays < 0;
      await tx.query(
        `INSERT INTO sweepstakes (id, series_id, name_de, name_en, description_de, description_en, prize_de, prize_en,
           question_de, question_en, choices, slug_de, slug_en, starts_at, ends_at, draw_at, winner_count, seed,
           seed_hash, drawn_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
        [
          sweepstake.id,
          series.id,
          sweepstake.name.de,
          sweepstake.name.en ?? null,
          sweepstake.description.de,
          sweepstake.description.en ?? null,
          sweepstake.prize.de,
          sweepstake.prize.en ?? null,
          sweepstake.question.de,
          sweepstake.question.en ?? null,
          JSON.stringify(sweepstake.choices.map((choice) => ({ id: choice.id, de: choice.de, en: choice.en ?? null }))),
          sweepstake.withoutGermanSlug ? null : fullSlug(sweepstake.name.de, sweepstake.id),
          // English falls back to the German name (spec 3 section 3).
          fullSlug(sweepstake.name.en ?? sweepstake.name.de, sweepstake.id),
          at(sweepstake.startsInDays),
          at(sweepstake.endsInDays),
          at(sweepstake.drawsInDays),
          sweepstake.winnerCount,
          seed,
          seedHash,
          drawn ? at(sweepstake.drawsInDays) : null,
        ],
      );
      const participants: string[] = [];
      for (const [index, participant] of (sweepstake.participants ?? []).entries()) {
        const participantId = randomUUID();
        participants.push(participantId);
        const entered = at(sweepstake.startsInDays + 1 + index);
        await tx.query(
          `INSERT INTO sweepstake_participations (participant_id, sweepstake_id, account_id, choice_id,
             conditions_accepted_at, entered_at)
           SELECT $1, $2, id, $3, $4, $4 FROM accounts WHERE email = $5`,
          [participantId, sweepstake.id, participant.choiceId, entered, participant.email],
        );
      }
      if (drawn) {
        for (const [index, participantId] of drawWinners(seed, participants, sweepstake.winnerCount).entries()) {
          await tx.query('UPDATE sweepstake_participations SET winner_rank = $2 WHERE participant_id = $1', [
            participantId,
            index + 1,
          ]);
        }
      }
    }
  }
  for (const draw of DAILY_DRAWS) {
    await tx.query(
      `INSERT INTO groups (id, name, name_en, is_tester, kind, prize_de, prize_en, opens_on, closes_on, winners_per_day)
       VALUES ($1, $2, $3, false, 'DailyDraw', $4, $5, $6, $7, $8)`,
      [
        draw.id,
        draw.name.de,
        draw.name.en,
        draw.prize.de,
        draw.prize.en,
        isoDay(at(draw.opensInDays)),
        isoDay(at(draw.closesInDays)),
        draw.winnersPerDay,
      ],
    );
  }
}
