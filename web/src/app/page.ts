/**
 * A page of the portal as one entry of its feature's page table (`web/src/features/<domain>/<domain>Pages.ts`):
 * its path in each language, its query and the variables the address gives it, what makes it "not found", and
 * its lazily loaded module. The browser's router (`routesOf`, app/routeQuery.ts) and the portal's server
 * (scripts/portal-pages.ts: status, the query answered in advance, the server render, modulepreload links and
 * the trace's route name) read the same entry, so they cannot drift apart.
 *
 * Free of React at run time (of the router it uses only `matchPath`): the portal's server imports the tables in
 * Node.
 */
import type { ComponentType } from 'react';
import { matchPath, type Params } from 'react-router';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import type { Language, PageMatch } from './pages.ts';

/** Every page's name; the sign-in return points are not pages of a feature. */
export type PageName = Exclude<PageMatch['page'], 'auth'>;

/** The address a page's variables are made of, as the router and the portal's server both read it. */
export interface PageAddress {
  /** The path's parameters, named in `path` (`:slug`, `:contractId`), decoded. */
  params: Params;
  /** The raw query string with its "?" (the checkout's confirmation carries its id as the whole of it). */
  search: string;
}

/** A public page the portal answers in advance and renders for anonymous visitors. */
export interface ServedPage {
  /** The page is "not found" (HTTP 404) when this field of the answer is null… */
  requiredField?: string;
  /** …or when that field's `site` is not the `:site` of the address (a person or match of another site). */
  requiredSite?: boolean;
  /** How wide its first picture is drawn (the <img sizes>), which the portal preloads with high priority. */
  imageSizes?: string;
}

export interface Page<Query extends OperationType = OperationType> {
  /**
   * The route's pattern in a language, made with `paths`. Its parameters carry the names traces show
   * (`/produkt/:slug`, `/konto/vertraege/:contractId`); an optional one ends in "?" (`/:site/:slug?`).
   */
  path(language: Language): string;
  /** The page's query, persisted (its artifact; the graph runs nothing else in production). */
  query: ConcreteRequest;
  /** Its variables besides `language` and `signedIn`, from the address. */
  variables?(address: PageAddress): Omit<Query['variables'], 'language' | 'signedIn'>;
  /** Set for the public pages the portal answers and renders on the server. */
  served?: ServedPage;
  /** The page's module as Vite's manifest names it, whose chunks the portal announces (modulepreload). */
  module: string;
  /** The page's component, loaded with its route only. */
  Component(): Promise<ComponentType>;
  /** An error boundary of its own (the wallet's pages show the tickets kept for the gate when offline). */
  ErrorBoundary?(): Promise<ComponentType>;
}

/** One feature's pages by name. */
export type PageTable = { readonly [Name in PageName]?: Page };

/** A page entry whose variables are checked against its query's. */
export const page = <Query extends OperationType>(definition: Page<Query>): Page => definition as Page;

/** A whole number from the address that can name a record (1 … 2³¹−1), or 0, which names nothing: a 404. */
export function positiveIdOf(value: string | undefined): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}

/** A path's address on a page's route in a language, read as the router reads it; null when it is not on it. */
export function addressOf(page: Page, language: Language, pathname: string, search: string): PageAddress | null {
  const match = matchPath(page.path(language), pathname);
  return match ? { params: match.params, search } : null;
}

/**
 * The route of an address as traces name it: the page's pattern in its language with the parameters it has
 * (`/produkt/:slug`, `/en/:site/squad/:id`, `/:site` without its optional slug), never the ids, slugs or query
 * of one request.
 */
export function routeNameOf(page: Page, language: Language, address: PageAddress): string {
  return page
    .path(language)
    .replace(/\/:(\w+)\?/g, (segment, name: string) => (address.params[name] ? `/:${name}` : ''))
    .replace(/(.)\/$/, '$1');
}
