/**
 * How wide product pictures are drawn (their <img sizes>); the portal's preload of the first picture
 * uses the same, so the browser fetches the rendition the page then shows.
 */
export const imageSizes = {
  card: '(min-width: 1100px) 20vw, (min-width: 700px) 30vw, 50vw',
  detail: '(min-width: 800px) 50vw, 100vw',
};
