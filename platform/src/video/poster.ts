/**
 * A video's poster (16:9 SVG): its title on the club's dark background with a red play symbol, and the
 * channel's name, so every video has a real poster without shipping binary images. The player's start
 * button lies exactly over the play symbol (web/src/features/video/video.css).
 */
export function videoPoster(title: string, payment: 'pay' | 'free', durationSeconds: number): string {
  const lines = wrap(title, 30).slice(0, 3);
  const minutes = Math.floor(durationSeconds / 60);
  const seconds = String(Math.round(durationSeconds % 60)).padStart(2, '0');
  const text = lines
    .map((line, index) => `<text x="96" y="${500 + index * 64 - (lines.length - 1) * 64}">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="1280" height="720" fill="#111111"/>` +
    `<rect x="0" y="690" width="1280" height="30" fill="#c8001e"/>` +
    `<circle cx="1040" cy="250" r="120" fill="#c8001e"/>` +
    `<polygon points="1000,180 1000,320 1120,250" fill="#ffffff"/>` +
    `<g font-family="system-ui, sans-serif" fill="#ffffff">` +
    `<text x="96" y="120" font-size="36" font-weight="700" letter-spacing="4">SÜDSTADT TV</text>` +
    `<g font-size="56" font-weight="700">${text}</g>` +
    `<text x="96" y="620" font-size="32" fill="#bbbbbb">${payment === 'pay' ? 'Mit Abo' : 'Frei'} · ${minutes}:${seconds}</text>` +
    `</g></svg>`
  );
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}
