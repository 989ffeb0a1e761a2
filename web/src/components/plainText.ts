import { decodeHTML } from 'entities';

/**
 * The text of a piece of HTML (a product description) for meta tags, at most `maxLength` characters (UTF-16
 * units, as meta tags are measured). A longer text is cut after its last whole word that fits, with an
 * ellipsis; a single word longer than that is cut inside, never within a character (an emoji is two units).
 */
export function plainText(html: string, maxLength = 160): string {
  const text = textOfHtml(html).replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  let cut = maxLength - 1;
  // Not between the two halves of a surrogate pair.
  if (/[\uD800-\uDBFF]/.test(text[cut - 1] ?? '')) cut--;
  // Back to the last space when the cut falls inside a word.
  const lastSpace = text.lastIndexOf(' ', cut);
  if (text[cut] !== ' ' && lastSpace > 0) cut = lastSpace;
  return `${text.slice(0, cut).trimEnd()}…`;
}

/**
 * The text of the graph's sanitised HTML: tags become spaces, character references their characters (the
 * `entities` library knows them all). The same in the browser and in the portal's server rendering, which has
 * no DOM, so the page the app takes over is the page the server drew; for meta tags, not for display.
 */
function textOfHtml(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '));
}
