/* eslint-disable relay/unused-fields -- scripts/portal.ts reads these fields from the raw JSON answers */
import { graphql } from 'react-relay';

/*
 * Queries the portal server (scripts/portal.ts) runs against the in-process graph before it answers
 * a page or the sitemap; the browser never loads this module. They are persisted like every other
 * query, because the graph in production runs trusted documents only.
 */

/** Does the product of a page address exist (and is shown on the web)? Otherwise the page is a 404. */
export const productLookup = graphql`
  query PortalLookupsProductQuery($slug: String!) {
    product(slug: $slug) {
      __typename
    }
  }
`;

/** Does the category of a page address exist? Otherwise the page is a 404. */
export const categoryLookup = graphql`
  query PortalLookupsCategoryQuery($slug: String!) {
    productCategory(slug: $slug) {
      __typename
    }
  }
`;

/** Every category and product page for sitemap.xml, fifty products at a time. */
export const sitemapLookup = graphql`
  query PortalLookupsSitemapQuery($after: String) {
    productCategories {
      slug
    }
    newestProducts(first: 50, after: $after) {
      edges {
        node {
          slugDe: slug(language: DE)
          slugEn: slug(language: EN)
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
