import { describe, expect, it } from 'vitest';
import { keepsGraphAnswer, keepsPage } from './rules.ts';

const origin = 'https://portal.example';
const page = (path: string) => keepsPage(new URL(path, origin));
const graph = (search: string, init: RequestInit = {}) => {
  const request = new Request(`${origin}/graphql${search}`, init);
  return keepsGraphAnswer(request, new URL(request.url));
};
const query = `?documentId=${'a'.repeat(64)}&operationName=ProductPageQuery&variables=%7B%7D`;

describe('what the service worker keeps for reading offline', () => {
  it('keeps the pages one reads, in every language', () => {
    for (const path of ['/', '/en', '/ja/', '/kategorie/trikots', '/produkt/schal-1003', '/en/product/scarf-1003'])
      expect(page(path), path).toBe(true);
  });

  it('never keeps the cart, the sign-in return points or what is not a page', () => {
    for (const path of [
      '/warenkorb',
      '/en/cart',
      '/ja/cart/',
      '/sso/callback',
      '/sso/callback-silent',
      '/graphql',
      '/calendar/sued.ics',
      '/media/p/1.svg',
      '/health',
      '/robots.txt',
      '/assets/index-abc.js',
    ])
      expect(page(path), path).toBe(false);
  });

  it('keeps an anonymous GET of a persisted query', () => {
    expect(graph(query, { headers: { 'x-graphql-yoga-csrf': '1' } })).toBe(true);
  });

  it('never keeps a request that carries a token, a POST, query text, an event stream or the cart', () => {
    expect(graph(query, { headers: { authorization: 'Bearer a-person' } })).toBe(false);
    expect(graph('', { method: 'POST', body: '{}' })).toBe(false);
    expect(graph(`${query}&query=%7B__typename%7D`)).toBe(false);
    expect(graph('?query=%7B__typename%7D')).toBe(false);
    expect(graph(query, { headers: { accept: 'text/event-stream' } })).toBe(false);
    expect(graph(`?documentId=${'a'.repeat(64)}&operationName=CartPageQuery&variables=%7B%7D`)).toBe(false);
  });
});
