/**
 * The CMS addresses stores pages by full slug within its website (`marktplatz/kategorie/trikots`,
 * `en/marktplatz/category/trikots`); the portal serves the stores site at its root, so the website
 * segment is dropped: `/kategorie/trikots`, `/en/category/trikots`, and `marktplatz` itself is `/`.
 */
export function navigationPath(fullSlug: string, website: string): string {
  const segments = fullSlug.split('/').filter((segment) => segment && segment !== website);
  return `/${segments.join('/')}`;
}
