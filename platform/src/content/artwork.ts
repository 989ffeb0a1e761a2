import { escapeHtml } from '../identity/pages.ts';

/**
 * Pictures for news and galleries as small SVGs (the reference platform has no photo archive): the
 * club's black, white and red in a pattern that differs per picture, 16:9, with a caption.
 */
export function contentArtwork(seed: number, caption: string): string {
  const angle = (seed * 37) % 180;
  const red = seed % 3 === 0 ? '#c8001e' : '#a3001a';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" role="img" aria-label="${escapeHtml(caption)}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle})"><stop offset="0" stop-color="#111"/><stop offset="1" stop-color="#3a3a3a"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<rect x="0" y="${420 + (seed % 5) * 20}" width="1280" height="90" fill="${red}"/>
<circle cx="${300 + ((seed * 97) % 700)}" cy="260" r="${120 + (seed % 4) * 20}" fill="#fff" opacity="0.9"/>
<text x="64" y="660" font-family="system-ui,sans-serif" font-size="48" font-weight="700" fill="#fff">${escapeHtml(caption)}</text>
</svg>`;
}
