import { decodeHTML } from 'entities';

/** The text of a piece of HTML (a product description) for meta tags. */
export function plainText(html: string, maxLength = 160): string {
  const text = textOfHtml(html).replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/**
 * The text of the graph's sanitised HTML: tags become spaces, character references their characters (the
 * `entities` library knows them all). The same in the browser and in the portal's server rendering, which has
 * no DOM, so the page the app takes over is the page the server drew; for meta tags, not for display.
 */
function textOfHtml(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '));
}
