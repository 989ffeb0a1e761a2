import { BUILD, SCRIPT, STYLE } from './assets.ts';
import { clockText, dayText, kickoffText, labels, type Labels, type ScreenLanguage } from './labels.ts';

/** What the screen's documents answer (documents/*.graphql). */
export interface ScreenMatch {
  internalId: number;
  homeTeam: string;
  awayTeam: string;
  competition: string;
  kickoff: string | null;
  kickoffDate: string;
  round: number | null;
  status: 'ANNOUNCED' | 'BEFORE' | 'LIVE' | 'AFTER';
  venue: string;
}

export interface ScreenTicker {
  matchId: number;
  homeTeam: string;
  awayTeam: string;
  homeGoals: number | null;
  awayGoals: number | null;
  competition: string;
  live: boolean;
  break: boolean;
  over: boolean;
  tickerActive: boolean;
  period: string | null;
  afterExtraTime: boolean;
  afterPenalties: boolean;
  minute: { display: string } | null;
  penalties: { home: number; away: number } | null;
  events: {
    id: string;
    type: string;
    text: string;
    side: 'HOME' | 'AWAY' | null;
    homeScore: number | null;
    awayScore: number | null;
    minute: { display: string } | null;
  }[];
}

export interface ScreenStandings {
  competition: string;
  season: number;
  updatedAt: string;
  rows: {
    rank: number;
    team: string;
    played: number;
    won: number;
    drawn: number;
    lost: number;
    goalsFor: number;
    goalsAgainst: number;
    goalDifference: number;
    points: number;
    own: boolean;
    live: boolean;
  }[];
}

/** A part of the page: its data, or the notice shown in its place ('throttled': the graph asked us to wait). */
export type Part<T> = { ok: true; value: T } | { ok: false; throttled: boolean };

export interface ScreenView {
  language: ScreenLanguage;
  now: Date;
  refreshSeconds: number;
  /** The site's fixtures; null: none. */
  matches: Part<ScreenMatch[] | null>;
  /** The ticker team's current or next match; null: the team has no ticker. */
  ticker: Part<ScreenTicker | null>;
  /** null: no table for the team. */
  standings: Part<ScreenStandings | null>;
}

/** How many of the ticker's events the screen lists (newest first). */
const EVENTS_SHOWN = 5;

/** Text from the graph (or anywhere) made safe for HTML text and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

/** The whole page: the live match (while one runs), the next match and the table. */
export function renderScreen(view: ScreenView): string {
  const t = labels[view.language];
  const ticker = view.ticker.ok ? view.ticker.value : null;
  const running = ticker && isRunning(ticker) ? ticker : null;
  const live = !view.ticker.ok
    ? noticeSection(t, 'live', t.live, t.notices.ticker, view.ticker.throttled)
    : running
      ? liveSection(t, running)
      : '';
  // While a match runs (or its ticker cannot be read), the next match is the smaller panel below it.
  const next = nextMatchSection(t, view, running?.matchId, Boolean(running) || !view.ticker.ok);
  const updated = `${t.updated} ${clockText(view.language, view.now)}${t.oClock ? ` ${t.oClock}` : ''}`;
  return `<!doctype html>
<html lang="${view.language}" data-refresh="${view.refreshSeconds}" data-build="${BUILD}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=1920, height=1080">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${t.title} – ${t.club}`)}</title>
<noscript><meta http-equiv="refresh" content="${view.refreshSeconds}"></noscript>
<style>${STYLE}</style>
<script>${SCRIPT}</script>
</head>
<body>
<header class="top"><h1 class="club">${escapeHtml(t.club)}</h1><span class="updated">${escapeHtml(updated)}</span></header>
<p id="offline" class="offline" role="status" hidden>${escapeHtml(t.stale)}</p>
<main class="screen">
<div class="column">${live}${next}</div>
${standingsSection(t, view.standings)}
</main>
</body>
</html>
`;
}

/** The ticker reports a match under way or just ended (not one still to kick off). */
function isRunning(ticker: ScreenTicker): boolean {
  return ticker.tickerActive && ticker.period !== null && ticker.period !== 'PRE_MATCH';
}

function liveSection(t: Labels, ticker: ScreenTicker): string {
  const state = ticker.over
    ? `<span class="badge ended">${escapeHtml(t.fullTime)}</span>${ticker.afterPenalties ? escapeHtml(t.afterPenalties) : ticker.afterExtraTime ? escapeHtml(t.afterExtraTime) : ''}`
    : ticker.break
      ? `<span class="badge">${escapeHtml(ticker.period === 'HALF_TIME' ? t.halfTime : t.break)}</span>`
      : `<span class="badge">${escapeHtml(t.live)}</span>${escapeHtml(ticker.minute?.display ?? '')}`;
  const score = `${ticker.homeGoals ?? 0} : ${ticker.awayGoals ?? 0}`;
  const penalties = ticker.penalties
    ? `<p class="penalties">${escapeHtml(`${t.penalties} ${ticker.penalties.home} : ${ticker.penalties.away}`)}</p>`
    : '';
  const events = ticker.events.slice(0, EVENTS_SHOWN).map((event) => {
    const kind = t.events[event.type] ?? event.type;
    const scored = event.homeScore !== null && event.awayScore !== null ? `${event.homeScore}:${event.awayScore}` : '';
    return `<li class="${escapeHtml(event.type.toLowerCase())}"><span class="minute">${escapeHtml(event.minute?.display ?? '')}</span><span class="kind">${escapeHtml(kind)}</span><span class="text">${escapeHtml(event.text)}</span><span class="event-score">${escapeHtml(scored)}</span></li>`;
  });
  return `<section class="panel live" aria-labelledby="live-title">
<h2 id="live-title">${state}<span class="competition">${escapeHtml(ticker.competition)}</span></h2>
<div class="scoreline"><span class="team home">${escapeHtml(ticker.homeTeam)}</span><span class="score">${escapeHtml(score)}</span><span class="team away">${escapeHtml(ticker.awayTeam)}</span></div>
${penalties}<h3>${escapeHtml(t.latestEvents)}</h3>
${events.length ? `<ol class="events">${events.join('')}</ol>` : `<p>${escapeHtml(t.noEvents)}</p>`}
</section>`;
}

/** The next match to come: not the one the live section shows, not one played. */
export function nextMatch(matches: readonly ScreenMatch[], running?: number): ScreenMatch | undefined {
  const when = (match: ScreenMatch) => match.kickoff ?? `${match.kickoffDate}T23:59:59Z`;
  return matches
    .filter((match) => match.status !== 'AFTER' && match.internalId !== running)
    .sort((a, b) => Date.parse(when(a)) - Date.parse(when(b)))[0];
}

function nextMatchSection(t: Labels, view: ScreenView, running: number | undefined, compact: boolean): string {
  if (!view.matches.ok) return noticeSection(t, 'next', t.nextMatch, t.notices.matches, view.matches.throttled);
  const match = view.matches.value && nextMatch(view.matches.value, running);
  if (!match) return section('next', t.nextMatch, `<p class="notice">${escapeHtml(t.noMatch)}</p>`);
  const competition = match.round ? `${match.competition} · ${t.matchday(match.round)}` : match.competition;
  const kickoff = match.kickoff
    ? kickoffText(view.language, match.kickoff)
    : `${dayText(view.language, match.kickoffDate)} · ${t.kickoffOpen}`;
  return section(
    compact ? 'next compact' : 'next',
    t.nextMatch,
    `<p class="competition">${escapeHtml(competition)}</p>
<div class="fixture"><span class="team home">${escapeHtml(match.homeTeam)}</span><span class="vs">–</span><span class="team away">${escapeHtml(match.awayTeam)}</span></div>
<p class="kickoff"><span class="label">${escapeHtml(t.kickoff)}</span>${escapeHtml(kickoff)}</p>
<p class="venue">${escapeHtml(match.venue)}</p>`,
  );
}

function standingsSection(t: Labels, standings: Part<ScreenStandings | null>): string {
  if (!standings.ok) return noticeSection(t, 'table', t.standings, t.notices.standings, standings.throttled);
  if (!standings.value)
    return section('table', t.standings, `<p class="notice">${escapeHtml(t.notices.standings)}</p>`);
  const c = t.columns;
  const head = [
    ['rank', c.rank],
    ['name', c.team],
    ['num', c.played],
    ['num', c.won],
    ['num', c.drawn],
    ['num', c.lost],
    ['goals', c.goals],
    ['diff', c.difference],
    ['points', c.points],
  ]
    .map(([cell, text]) => `<th scope="col" class="${cell}">${escapeHtml(text)}</th>`)
    .join('');
  const rows = standings.value.rows.map((row) => {
    const difference = row.goalDifference > 0 ? `+${row.goalDifference}` : String(row.goalDifference);
    const live = row.live ? `<span class="live-mark">${escapeHtml(t.live)}</span>` : '';
    const cell = (value: string | number) => `<td>${escapeHtml(value)}</td>`;
    const cells = [
      cell(row.rank),
      `<td class="name">${escapeHtml(row.team)}${live}</td>`,
      cell(row.played),
      cell(row.won),
      cell(row.drawn),
      cell(row.lost),
      cell(`${row.goalsFor}:${row.goalsAgainst}`),
      cell(difference),
      `<td class="points">${escapeHtml(row.points)}</td>`,
    ];
    return `<tr${row.own ? ' class="own"' : ''}>${cells.join('')}</tr>`;
  });
  return section(
    'table',
    t.standings,
    `<table><thead><tr>${head}</tr></thead><tbody>${rows.join('\n')}</tbody></table>`,
    standings.value.competition,
  );
}

/** A panel; `kind` is its class names, the first of them its id. */
function section(kind: string, title: string, body: string, subtitle?: string): string {
  const id = kind.split(' ')[0];
  const sub = subtitle ? `<span class="competition">${escapeHtml(subtitle)}</span>` : '';
  return `<section class="panel ${kind}" aria-labelledby="${id}-title">
<h2 id="${id}-title">${escapeHtml(title)}${sub}</h2>
${body}
</section>`;
}

function noticeSection(t: Labels, id: string, title: string, notice: string, throttled: boolean): string {
  const text = throttled ? `${notice} ${t.notices.throttled}` : notice;
  return section(id, title, `<p class="notice" role="status">${escapeHtml(text)}</p>`);
}
