import type { Queryable } from '../database.ts';

/**
 * The job portal's demo data (issue #19): the club's companies that hire and their postings, German always,
 * English where the club wrote it. Publication dates and closing dates are relative to the seeding day.
 *
 * Longer than 400 lines because it is data: the postings' texts in two languages.
 */

export interface JobContent {
  intro: string;
  sections: { heading: string; items: string[] }[];
}

export interface JobCompanySeed {
  key: string;
  name: string;
  city: string;
  de: string;
  en: string | null;
}

export interface JobPostingSeed {
  originId: string;
  company: string;
  employmentType: 'FullTime' | 'PartTime' | 'MiniJob' | 'WorkingStudent' | 'Internship' | 'Apprenticeship';
  location: string;
  /** Null: as soon as possible; a number: that many days after the seeding day. */
  startsInDays: number | null;
  weeklyHours: number | null;
  contact: string;
  publishedDaysAgo: number;
  /** Takes applications until that many days after the seeding day (negative: closed); null: until filled. */
  closesInDays: number | null;
  de: { title: string } & JobContent;
  en: ({ title: string } & JobContent) | null;
}

export const jobCompanies: JobCompanySeed[] = [
  {
    key: 'sc-suedstadt-1899-ev',
    name: 'SC Südstadt 1899 e. V.',
    city: 'Südstadt',
    de: 'Der Verein mit über 60 Abteilungen, vom Kinderturnen bis zum Rollstuhlbasketball, und mehr als 48.000 Mitgliedern.',
    en: 'The club with more than 60 sports, from children’s gymnastics to wheelchair basketball, and over 48,000 members.',
  },
  {
    key: 'sc-suedstadt-1899-fussball-gmbh',
    name: 'SC Südstadt 1899 Fußball GmbH',
    city: 'Südstadt',
    de: 'Die Profis, die Frauen und das Nachwuchsleistungszentrum: der Fußball des SC Südstadt 1899.',
    en: 'The first team, the women’s team and the youth academy: the football of SC Südstadt 1899.',
  },
  {
    key: 'suedstadt-arena-betriebs-gmbh',
    name: 'Südstadt Arena Betriebsgesellschaft mbH',
    city: 'Südstadt',
    de: 'Betreibt die Südstadt Arena mit 38.500 Plätzen – an Spieltagen, bei Konzerten und an 200 Veranstaltungstagen im Jahr.',
    en: null,
  },
  {
    key: 'vereinsmuseum-suedstadt-ggmbh',
    name: 'Vereinsmuseum SC Südstadt 1899 gGmbH',
    city: 'Südstadt',
    de: 'Erzählt 125 Jahre Vereinsgeschichte – mit Führungen, Schulprojekten und dem Archiv der Südkurve.',
    en: 'Tells 125 years of the club’s history, with guided tours, school projects and the archive of the south stand.',
  },
];

const offerDe = [
  'Einen sicheren Arbeitsplatz in einem der größten Sportvereine Deutschlands',
  '30 Tage Urlaub, flexible Arbeitszeiten und mobiles Arbeiten nach Absprache',
  'Jobticket, betriebliche Altersvorsorge und vergünstigte Fanartikel',
  'Freikarten für Heimspiele der Profis und der Frauen',
];
const offerEn = [
  'A secure job at one of Germany’s largest sports clubs',
  '30 days of holiday, flexible hours and remote work by arrangement',
  'A public transport ticket, a company pension and discounts in the fan shop',
  'Free tickets for the men’s and women’s home matches',
];

export const jobPostings: JobPostingSeed[] = [
  {
    originId: '20431',
    company: 'sc-suedstadt-1899-ev',
    employmentType: 'FullTime',
    location: 'Südstadt, Geschäftsstelle',
    startsInDays: null,
    weeklyHours: 39,
    contact: 'Katrin Böhm',
    publishedDaysAgo: 3,
    closesInDays: 40,
    de: {
      title: 'Sachbearbeiter Mitgliederservice (m/w/d)',
      intro:
        'Unsere Mitglieder sind das Herz des Vereins. Im Mitgliederservice bist du ihre erste Ansprechperson – am Telefon, per E-Mail und am Schalter der Geschäftsstelle.',
      sections: [
        {
          heading: 'Deine Aufgaben',
          items: [
            'Beratung zu Mitgliedschaften, Beiträgen und Abteilungswechseln',
            'Pflege der Mitgliederdaten und Bearbeitung von Ein- und Austritten',
            'Mitarbeit bei der Mitgliederversammlung und bei Jubiläen',
          ],
        },
        {
          heading: 'Dein Profil',
          items: [
            'Abgeschlossene kaufmännische Ausbildung',
            'Freundliches Auftreten und Freude am Umgang mit Menschen',
            'Sicherer Umgang mit MS Office; Kenntnisse in Vereinssoftware sind ein Plus',
          ],
        },
        { heading: 'Wir bieten', items: offerDe },
      ],
    },
    en: {
      title: 'Membership services officer (m/f/d)',
      intro:
        'Our members are the heart of the club. In membership services you are their first point of contact – on the phone, by e-mail and at the club office’s counter.',
      sections: [
        {
          heading: 'Your tasks',
          items: [
            'Advising on memberships, fees and changes between sports',
            'Keeping member data up to date and handling new and leaving members',
            'Helping to organise the general meeting and anniversaries',
          ],
        },
        {
          heading: 'Your profile',
          items: [
            'A completed commercial apprenticeship',
            'A friendly manner and enjoyment of working with people',
            'Confident use of MS Office; experience with club software is a plus',
          ],
        },
        { heading: 'What we offer', items: offerEn },
      ],
    },
  },
  {
    originId: '20432',
    company: 'sc-suedstadt-1899-ev',
    employmentType: 'MiniJob',
    location: 'Südstadt, Turnhalle Lindenschule',
    startsInDays: 21,
    weeklyHours: 4,
    contact: 'Jens Wagner',
    publishedDaysAgo: 6,
    closesInDays: null,
    de: {
      title: 'Übungsleiter Kinderturnen (m/w/d)',
      intro:
        'Für unsere Turnabteilung suchen wir Verstärkung: zwei Nachmittage pro Woche mit Kindern von vier bis acht Jahren.',
      sections: [
        {
          heading: 'Deine Aufgaben',
          items: [
            'Planung und Leitung von zwei Übungsstunden pro Woche',
            'Begleitung bei Kinderturnfesten am Wochenende',
          ],
        },
        {
          heading: 'Dein Profil',
          items: [
            'Übungsleiterlizenz C oder die Bereitschaft, sie bei uns zu erwerben',
            'Erweitertes Führungszeugnis',
            'Geduld, Humor und Spaß an Bewegung',
          ],
        },
        {
          heading: 'Wir bieten',
          items: ['Vergütung als Minijob (538 €)', 'Kostenlose Fortbildungen im Landessportbund'],
        },
      ],
    },
    en: null,
  },
  {
    originId: '20433',
    company: 'sc-suedstadt-1899-fussball-gmbh',
    employmentType: 'FullTime',
    location: 'Südstadt, Nachwuchsleistungszentrum',
    startsInDays: 60,
    weeklyHours: 40,
    contact: 'Dr. Miriam Özdemir',
    publishedDaysAgo: 1,
    closesInDays: 30,
    de: {
      title: 'Athletiktrainer Nachwuchsleistungszentrum (m/w/d)',
      intro:
        'Im Nachwuchsleistungszentrum entwickeln wir die Profis von morgen. Du verantwortest die athletische Ausbildung der U16 bis U19.',
      sections: [
        {
          heading: 'Deine Aufgaben',
          items: [
            'Planung und Durchführung des Athletik- und Präventionstrainings',
            'Leistungsdiagnostik und Belastungssteuerung in Abstimmung mit den Cheftrainern',
            'Return-to-Play-Programme gemeinsam mit der medizinischen Abteilung',
          ],
        },
        {
          heading: 'Dein Profil',
          items: [
            'Abgeschlossenes Studium der Sportwissenschaft',
            'Erfahrung im Leistungssport, idealerweise im Fußball',
            'Bereitschaft zu Arbeit an Abenden und Wochenenden',
          ],
        },
        { heading: 'Wir bieten', items: offerDe },
      ],
    },
    en: {
      title: 'Athletic coach, youth academy (m/f/d)',
      intro:
        'At the youth academy we develop the professionals of tomorrow. You are responsible for the athletic training of the U16 to U19 teams.',
      sections: [
        {
          heading: 'Your tasks',
          items: [
            'Planning and running athletic and injury prevention training',
            'Performance testing and load management with the head coaches',
            'Return-to-play programmes together with the medical department',
          ],
        },
        {
          heading: 'Your profile',
          items: [
            'A degree in sports science',
            'Experience in elite sport, ideally in football',
            'Willingness to work evenings and weekends',
          ],
        },
        { heading: 'What we offer', items: offerEn },
      ],
    },
  },
  {
    originId: '20434',
    company: 'sc-suedstadt-1899-fussball-gmbh',
    employmentType: 'WorkingStudent',
    location: 'Südstadt, Geschäftsstelle / mobil',
    startsInDays: 14,
    weeklyHours: 20,
    contact: 'Lukas Hoffmann',
    publishedDaysAgo: 9,
    closesInDays: 20,
    de: {
      title: 'Werkstudent Social Media (m/w/d)',
      intro:
        'Über 900.000 Fans folgen uns auf Instagram, TikTok und YouTube. Hilf uns, sie an jedem Spieltag mitzunehmen.',
      sections: [
        {
          heading: 'Deine Aufgaben',
          items: [
            'Erstellung von Stories, Reels und Spieltags-Content',
            'Community-Management und Auswertung der Kanäle',
            'Begleitung der Mannschaft bei Heimspielen',
          ],
        },
        {
          heading: 'Dein Profil',
          items: [
            'Eingeschriebenes Studium, z. B. Medien, Kommunikation oder Sportmanagement',
            'Gespür für Trends und sichere Rechtschreibung',
            'Erfahrung mit Schnittprogrammen',
          ],
        },
        { heading: 'Wir bieten', items: offerDe },
      ],
    },
    en: {
      title: 'Working student, social media (m/f/d)',
      intro:
        'More than 900,000 fans follow us on Instagram, TikTok and YouTube. Help us take them along on every matchday.',
      sections: [
        {
          heading: 'Your tasks',
          items: [
            'Creating stories, reels and matchday content',
            'Community management and channel analytics',
            'Accompanying the team at home matches',
          ],
        },
        {
          heading: 'Your profile',
          items: [
            'Enrolled at university, e.g. in media, communication or sports management',
            'A feel for trends and confident German spelling',
            'Experience with video editing software',
          ],
        },
        { heading: 'What we offer', items: offerEn },
      ],
    },
  },
  {
    originId: '20435',
    company: 'sc-suedstadt-1899-fussball-gmbh',
    employmentType: 'Apprenticeship',
    location: 'Südstadt, Geschäftsstelle',
    startsInDays: 200,
    weeklyHours: 39,
    contact: 'Katrin Böhm',
    publishedDaysAgo: 12,
    closesInDays: 90,
    de: {
      title: 'Ausbildung Kaufmann für Büromanagement (m/w/d)',
      intro:
        'Drei Jahre, viele Abteilungen: Ticketing, Fanshop, Buchhaltung und Mitgliederservice. Starte deine Ausbildung beim SC Südstadt 1899.',
      sections: [
        {
          heading: 'Das lernst du',
          items: [
            'Kaufmännische Abläufe von der Bestellung bis zur Rechnung',
            'Organisation von Spieltagen und Veranstaltungen',
            'Kundenkommunikation mit Fans und Partnern',
          ],
        },
        {
          heading: 'Dein Profil',
          items: ['Guter Realschulabschluss oder Abitur', 'Organisationstalent und Teamgeist'],
        },
        {
          heading: 'Wir bieten',
          items: [
            'Ausbildungsvergütung nach Tarif',
            'Übernahmechance nach erfolgreichem Abschluss',
            ...offerDe.slice(2),
          ],
        },
      ],
    },
    en: null,
  },
  {
    originId: '20436',
    company: 'suedstadt-arena-betriebs-gmbh',
    employmentType: 'FullTime',
    location: 'Südstadt Arena',
    startsInDays: null,
    weeklyHours: 40,
    contact: 'Thomas Krüger',
    publishedDaysAgo: 4,
    closesInDays: null,
    de: {
      title: 'Haustechniker Stadion (m/w/d)',
      intro:
        'Flutlicht, Rasenheizung, Drehkreuze: Damit an Spieltagen alles läuft, sorgst du mit unserem Technikteam für den Betrieb der Arena.',
      sections: [
        {
          heading: 'Deine Aufgaben',
          items: [
            'Wartung und Instandhaltung der technischen Anlagen',
            'Koordination externer Dienstleister',
            'Rufbereitschaft an Veranstaltungstagen',
          ],
        },
        {
          heading: 'Dein Profil',
          items: [
            'Abgeschlossene Ausbildung als Elektroniker oder Mechatroniker',
            'Führerschein Klasse B',
            'Bereitschaft zur Arbeit an Wochenenden',
          ],
        },
        { heading: 'Wir bieten', items: offerDe },
      ],
    },
    en: null,
  },
  {
    originId: '20437',
    company: 'suedstadt-arena-betriebs-gmbh',
    employmentType: 'MiniJob',
    location: 'Südstadt Arena',
    startsInDays: 7,
    weeklyHours: null,
    contact: 'Sabine Yılmaz',
    publishedDaysAgo: 2,
    closesInDays: 25,
    de: {
      title: 'Aushilfe Catering an Spieltagen (m/w/d)',
      intro: 'Bratwurst, Brezeln, Getränke: An Heimspielen versorgst du bis zu 38.500 Fans an unseren Kiosken.',
      sections: [
        {
          heading: 'Deine Aufgaben',
          items: ['Verkauf an den Kiosken', 'Auf- und Abbau der Verkaufsstände'],
        },
        { heading: 'Dein Profil', items: ['Mindestens 18 Jahre alt', 'Belastbarkeit und gute Laune'] },
        { heading: 'Wir bieten', items: ['15 € pro Stunde', 'Verpflegung während der Schicht'] },
      ],
    },
    en: {
      title: 'Matchday catering assistant (m/f/d)',
      intro: 'Bratwurst, pretzels and drinks: on home matchdays you serve up to 38,500 fans at our kiosks.',
      sections: [
        { heading: 'Your tasks', items: ['Selling at the kiosks', 'Setting up and clearing the stands'] },
        { heading: 'Your profile', items: ['At least 18 years old', 'Resilience and a good mood'] },
        { heading: 'What we offer', items: ['€15 per hour', 'Meals during your shift'] },
      ],
    },
  },
  {
    originId: '20438',
    company: 'vereinsmuseum-suedstadt-ggmbh',
    employmentType: 'PartTime',
    location: 'Südstadt, Vereinsmuseum',
    startsInDays: 30,
    weeklyHours: 20,
    contact: 'Prof. Helga Schäfer',
    publishedDaysAgo: 15,
    closesInDays: 45,
    de: {
      title: 'Museumsführer (m/w/d)',
      intro:
        'Von der Gründung 1899 bis zur Meisterschaft: Du führst Gruppen, Schulklassen und Fans durch 125 Jahre Vereinsgeschichte.',
      sections: [
        {
          heading: 'Deine Aufgaben',
          items: ['Führungen auf Deutsch und Englisch', 'Mitarbeit bei Schulprojekten und Sonderausstellungen'],
        },
        {
          heading: 'Dein Profil',
          items: [
            'Begeisterung für Geschichte und Fußball',
            'Sicheres Auftreten vor Gruppen',
            'Gute Englischkenntnisse',
          ],
        },
        { heading: 'Wir bieten', items: offerDe },
      ],
    },
    en: {
      title: 'Museum guide (m/f/d)',
      intro:
        'From the founding in 1899 to the championship: you guide groups, school classes and fans through 125 years of club history.',
      sections: [
        {
          heading: 'Your tasks',
          items: ['Guided tours in German and English', 'Helping with school projects and special exhibitions'],
        },
        {
          heading: 'Your profile',
          items: ['A passion for history and football', 'Confidence in front of groups', 'Good English'],
        },
        { heading: 'What we offer', items: offerEn },
      ],
    },
  },
  {
    // Closed: the application period ended; the page says so and applications are refused.
    originId: '20399',
    company: 'vereinsmuseum-suedstadt-ggmbh',
    employmentType: 'Internship',
    location: 'Südstadt, Vereinsmuseum',
    startsInDays: 10,
    weeklyHours: 40,
    contact: 'Prof. Helga Schäfer',
    publishedDaysAgo: 60,
    closesInDays: -5,
    de: {
      title: 'Praktikum im Archiv (m/w/d)',
      intro: 'Sechs Monate zwischen Vereinszeitungen, Wimpeln und Trikots: Hilf uns, das Archiv zu digitalisieren.',
      sections: [
        { heading: 'Deine Aufgaben', items: ['Erfassung und Digitalisierung von Archivalien'] },
        { heading: 'Dein Profil', items: ['Studium der Geschichte oder Archivwissenschaft'] },
      ],
    },
    en: null,
  },
];

/** The closed posting: its page shows, applications are refused. */
export const CLOSED_JOB_POSTING = '20399';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Inserts the companies and postings a database does not have yet (a re-run leaves existing ones alone). */
export async function seedJobs(tx: Queryable, now: Date): Promise<void> {
  for (const [position, company] of jobCompanies.entries()) {
    await tx.query(
      `INSERT INTO job_companies (key, name, description_de, description_en, city, position)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING`,
      [company.key, company.name, company.de, company.en, company.city, position],
    );
  }
  for (const posting of jobPostings) {
    const content = (text: { title: string } & JobContent) =>
      JSON.stringify({ intro: text.intro, sections: text.sections });
    await tx.query(
      `INSERT INTO job_postings (origin_id, company_key, title_de, title_en, content_de, content_en, location,
         employment_type, starts_on, weekly_hours, contact_name, published_at, closes_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (origin_id) DO NOTHING`,
      [
        posting.originId,
        posting.company,
        posting.de.title,
        posting.en?.title ?? null,
        content(posting.de),
        posting.en ? content(posting.en) : null,
        posting.location,
        posting.employmentType,
        posting.startsInDays === null ? null : isoDate(new Date(now.getTime() + posting.startsInDays * DAY_MS)),
        posting.weeklyHours,
        posting.contact,
        new Date(now.getTime() - posting.publishedDaysAgo * DAY_MS),
        posting.closesInDays === null ? null : new Date(now.getTime() + posting.closesInDays * DAY_MS),
      ],
    );
  }
}
