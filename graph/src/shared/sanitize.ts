import sanitizeHtml from 'sanitize-html';

/**
 * The whitelist for product descriptions (spec 3 section 5): headings h3–h6, blockquote, p, links
 * (href, name, target), lists, b, i, strong, em, strike, code, hr, br, div, table parts, pre and
 * images (src). Links may use http, https and mailto only; images only http and https. Scripts,
 * styles, event handlers and frames are dropped with their content.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'b',
    'i',
    'strong',
    'em',
    'strike',
    'code',
    'hr',
    'br',
    'div',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'pre',
    'img',
  ],
  allowedAttributes: { a: ['href', 'name', 'target', 'rel'], img: ['src'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  // An image without an absolute http(s) source would only render as a broken picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
  transformTags: {
    // Links that open a new window must not hand the opener to the other site.
    a: (tagName, attribs) =>
      attribs.target ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options).trim();
}
