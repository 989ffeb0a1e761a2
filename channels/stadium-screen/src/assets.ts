import { createHash } from 'node:crypto';

/**
 * The page's one style sheet and one script, inline (one request per refresh) and allowed by their hashes in the
 * Content-Security-Policy, so nothing else can run or style the page, whatever text the graph holds.
 *
 * The layout is for 1920×1080 screens seen from the stands: black and white with the club's red, sizes in
 * fractions of the screen's height (a 4K screen shows the same page larger), no scrolling, nothing that moves.
 */
export const STYLE = `
:root { --red: #e2001a; --grey: #bdbdbd; --line: #3a3a3a; font-size: calc(100vh / 36); }
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { height: 100%; background: #000; color: #fff; overflow: hidden; }
body { font-family: system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; line-height: 1.25;
  display: grid; grid-template-rows: auto auto 1fr; }
.top { display: flex; justify-content: space-between; align-items: baseline; padding: 0.5rem 1.2rem;
  border-bottom: 0.2rem solid var(--red); }
.club { font-size: 1.6rem; font-weight: 800; letter-spacing: 0.02em; }
.updated { font-size: 1.1rem; color: var(--grey); font-variant-numeric: tabular-nums; }
.offline { background: var(--red); color: #fff; font-size: 1rem; font-weight: 700; padding: 0.3rem 1.2rem; }
.offline[hidden] { display: none; }
.screen { display: grid; grid-template-columns: 1fr 1.2fr; gap: 1.2rem; padding: 1rem 1.2rem; min-height: 0; }
.column { display: flex; flex-direction: column; gap: 1rem; min-height: 0; }
.panel { border: 0.1rem solid var(--line); padding: 0.7rem 1rem; min-height: 0; overflow: hidden; }
.column > .panel:only-child { flex: 1; display: flex; flex-direction: column; justify-content: center; }
.live { flex: 1; }
h2 { font-size: 1.1rem; text-transform: uppercase; letter-spacing: 0.08em; color: var(--grey); margin-bottom: 0.4rem;
  display: flex; gap: 0.6rem; align-items: center; }
h3 { font-size: 0.9rem; text-transform: uppercase; letter-spacing: 0.08em; color: var(--grey); margin: 0.5rem 0 0.2rem; }
.badge { background: var(--red); color: #fff; padding: 0.05rem 0.5rem; font-weight: 800; }
.badge.ended { background: #fff; color: #000; }
.competition { font-size: 1.1rem; color: var(--grey); }
.fixture, .scoreline { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 0.8rem;
  margin: 0.5rem 0; }
.team { font-size: 2.4rem; font-weight: 800; line-height: 1.1; overflow-wrap: break-word; hyphens: auto; }
.scoreline .team, .compact .team { font-size: 1.5rem; }
.team.home { text-align: right; }
.vs { font-size: 2rem; color: var(--grey); }
.score { font-size: 3.6rem; font-weight: 900; font-variant-numeric: tabular-nums; white-space: nowrap; }
.kickoff { font-size: 1.6rem; font-weight: 700; }
.compact .kickoff { font-size: 1.2rem; }
.kickoff .label { display: block; font-size: 1rem; color: var(--grey); font-weight: 400; }
.compact .kickoff .label { display: inline; margin-right: 0.4rem; }
.venue, .penalties { font-size: 1.1rem; color: var(--grey); }
.events { list-style: none; font-size: 1rem; }
.events li { display: grid; grid-template-columns: 4.6rem 7rem 1fr auto; gap: 0.6rem; padding: 0.2rem 0;
  border-top: 0.05rem solid var(--line); }
.events span { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.minute, .event-score { font-variant-numeric: tabular-nums; font-weight: 700; }
.kind { font-weight: 700; }
.goal .kind { color: #fff; background: var(--red); padding: 0 0.3rem; }
.yellow_card .kind { color: #ffd400; }
.red_card .kind, .yellow_red_card .kind { color: #ff6b6b; }
.notice { font-size: 1.2rem; border-left: 0.3rem solid var(--red); padding: 0.4rem 0.8rem; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 0.9rem;
  font-variant-numeric: tabular-nums; }
th { color: var(--grey); font-weight: 400; text-align: right; padding: 0.1rem 0.25rem;
  border-bottom: 0.1rem solid var(--line); }
td { text-align: right; padding: 0.1rem 0.25rem; border-bottom: 0.05rem solid var(--line); white-space: nowrap; }
th.rank { width: 1.9rem; } th.num { width: 1.7rem; } th.goals { width: 3.3rem; } th.diff, th.points { width: 2.5rem; }
th.name, td.name { text-align: left; overflow: hidden; text-overflow: ellipsis; }
td.name { font-weight: 600; }
td.points { font-weight: 800; }
tr.own td { background: var(--red); color: #fff; font-weight: 800; }
.live-mark { color: var(--red); font-weight: 800; margin-left: 0.4rem; }
tr.own .live-mark { color: #fff; }
`.trim();

/**
 * Loads the page anew every `data-refresh` seconds in the background and swaps the body: a screen whose
 * server is briefly away keeps what it showed (with the "connection lost" line) instead of a browser error page.
 * A page of another build (new style or script) is loaded whole.
 */
export const SCRIPT = `
(function () {
  var root = document.documentElement;
  var seconds = Number(root.getAttribute('data-refresh')) || 30;
  var build = root.getAttribute('data-build');
  setInterval(function () {
    var controller = new AbortController();
    var timer = setTimeout(function () { controller.abort(); }, seconds * 1000);
    fetch(location.href, { cache: 'no-store', signal: controller.signal })
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      })
      .then(function (html) {
        var next = new DOMParser().parseFromString(html, 'text/html');
        if (next.documentElement.getAttribute('data-build') !== build) return location.reload();
        document.body.replaceWith(document.adoptNode(next.body));
      })
      .catch(function () {
        var notice = document.getElementById('offline');
        if (notice) notice.hidden = false;
      })
      .finally(function () { clearTimeout(timer); });
  }, seconds * 1000);
})();
`.trim();

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** Names this page's style and script: a screen showing an older build loads the page whole. */
export const BUILD = createHash('sha256').update(STYLE).update(SCRIPT).digest('hex').slice(0, 12);

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${sha256(STYLE)}'`,
  `script-src 'sha256-${sha256(SCRIPT)}'`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
