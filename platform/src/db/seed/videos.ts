/**
 * The video portal's demo data (issue #18): Südstadt TV's videos on the site area `tv`, one free and four
 * paid (one of them the stadium's live stream of issue #17), and the subscription states the paywall check
 * meets. The media are the clips of platform/media/videos (`training` 20 s, `matchday` 36 s).
 */

/** The club's paywall (migration 014 creates it): Südstadt TV, sold by partner 1. */
export const CLUB_PAYWALL_ID = 1;

/** The live stream's video (spec 1: the live-video file names it by video_uid). */
export const LIVE_VIDEO_UID = 'v-live-suedstadt';

export interface VideoSeed {
  uid: string;
  payment: 'pay' | 'free';
  mediaKey: 'training' | 'matchday';
  site: string;
  /** Published this many hours before the seeding day's `now`: distinct, so the newest-first order is fixed. */
  hoursAgo: number;
  de: { title: string; description: string };
  en: { title: string; description: string } | null;
}

export const videos: VideoSeed[] = [
  {
    uid: 'v-training-mittwoch',
    payment: 'free',
    mediaKey: 'training',
    site: 'tv',
    hoursAgo: 20,
    de: {
      title: 'Öffentliches Training am Mittwoch',
      description:
        'Einblicke in die Einheit der Profis vor dem Derby: Passübungen, Torschüsse und ein Trainingsspiel über den halben Platz.',
    },
    en: {
      title: 'Open training on Wednesday',
      description:
        'A look at the first team’s session before the derby: passing drills, shooting practice and a half-pitch game.',
    },
  },
  {
    uid: 'v-highlights-nordhafen',
    payment: 'pay',
    mediaKey: 'matchday',
    site: 'tv',
    hoursAgo: 44,
    de: {
      title: 'Alle Highlights: SC Südstadt 1899 gegen FC Nordhafen',
      description:
        'Die Tore, die Chancen und die Stimmung in der Südkurve – das Heimspiel gegen Nordhafen in voller Länge der Höhepunkte.',
    },
    en: {
      title: 'All highlights: SC Südstadt 1899 v FC Nordhafen',
      description:
        'The goals, the chances and the atmosphere in the south stand: every highlight of the home match against Nordhafen.',
    },
  },
  {
    uid: 'v-pressekonferenz-nordhafen',
    payment: 'pay',
    mediaKey: 'matchday',
    site: 'tv',
    hoursAgo: 46,
    de: {
      title: 'Pressekonferenz nach dem Spiel gegen Nordhafen',
      description: 'Trainer Markus Reinhardt über den Sieg, die Verletzungssorgen und die Woche vor dem Pokalspiel.',
    },
    en: {
      title: 'Press conference after the Nordhafen match',
      description: 'Head coach Markus Reinhardt on the win, the injury worries and the week before the cup tie.',
    },
  },
  {
    uid: 'v-frauen-eichenau',
    payment: 'pay',
    mediaKey: 'matchday',
    site: 'tv',
    hoursAgo: 140,
    de: {
      title: 'Frauen: SC Südstadt 1899 gegen SV Eichenau 04 – das ganze Spiel',
      description:
        'Das Spitzenspiel der Frauen-Liga in der Südstadt-Arena, mit den Stimmen der Spielerinnen nach dem Abpfiff.',
    },
    en: {
      title: 'Women: SC Südstadt 1899 v SV Eichenau 04 – the full match',
      description:
        'The top match of the women’s league at the Südstadt-Arena, with the players’ voices after the final whistle.',
    },
  },
  {
    // The stadium camera's live stream: /static/live-video.json names it while the first team's simulated
    // match is on (issue #17). Published before the others, so the newest-first catalogue keeps its order.
    uid: LIVE_VIDEO_UID,
    payment: 'pay',
    mediaKey: 'matchday',
    site: 'tv',
    hoursAgo: 200,
    de: {
      title: 'Live: Südstadt TV im Stadion',
      description: 'Das Spiel der Profis live aus der Südstadt-Arena, mit Kommentar und den Stimmen nach dem Abpfiff.',
    },
    en: {
      title: 'Live: Südstadt TV at the stadium',
      description:
        'The first team’s match live from the Südstadt-Arena, with commentary and the voices after the final whistle.',
    },
  },
];

/**
 * A subscription that ran out a month ago, so the paywall check meets every state: mitglied@ active,
 * fan2@ cancelled but running (account.ts), abo@ expired; fan@ has none.
 */
export const expiredPaywallSubscriptions = [
  {
    email: 'abo@club.example',
    productName: 'Club TV Monatsabo',
    accessLevel: 1,
    state: 'Expired',
    startedDaysAgo: 120,
    validUntilDaysAgo: 30,
  },
] as const;
