/* eslint-disable relay/unused-fields -- scripts/portal.ts reads these fields from the raw JSON answers */
import { graphql } from 'react-relay/hooks';

/*
 * A query the portal server (scripts/portal.ts) runs against the in-process graph for sitemap.xml; the
 * browser never loads this module. It is persisted like every other query, because the graph in
 * production runs trusted documents only.
 */

/** Every site area's start page, category and product page for sitemap.xml, fifty products at a time. */
export const sitemapLookup = graphql`
  query PortalLookupsSitemapQuery($after: String) {
    sites {
      key
    }
    productCategories {
      slug
    }
    newestProducts(first: 50, after: $after) {
      edges {
        node {
          slugDe: slug(language: DE)
          slugEn: slug(language: EN)
          slugJa: slug(language: JA)
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
