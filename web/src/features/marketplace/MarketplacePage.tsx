import { graphql } from 'react-relay/hooks';
import type { MarketplacePageQuery } from '../../__generated__/MarketplacePageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { breadcrumbList, PageMeta } from '../../components/PageMeta.tsx';
import { MarketplaceListingList } from './components/MarketplaceListingList.tsx';
import './marketplace.css';
import { useOrigin } from '../../app/origin.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const marketplacePageQuery = graphql`
  query MarketplacePageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    ...MarketplaceListingList_query
  }
`;

/**
 * The ticket marketplace for buyers (spec 2 sections 2–9): tickets other fans cannot use, soonest match
 * first, each to put into the cart (the shop's SKU, one at a time) and buy through the checkout.
 */
export function MarketplacePage() {
  const data = usePageQuery<MarketplacePageQuery>(marketplacePageQuery);
  const t = useT();
  const language = useLanguage();
  const origin = useOrigin();
  const alternates = pathsIn(paths.marketplace);
  return (
    <Shell query={data} alternates={alternates}>
      <PageMeta
        title={t('marketplace.title')}
        description={t('marketplace.description')}
        alternates={alternates}
        structuredData={[
          breadcrumbList(origin, [
            { name: t('shell.clubAreas.tickets'), path: paths.site(language, 'tickets') },
            { name: t('marketplace.title'), path: paths.marketplace(language) },
          ]),
        ]}
      />
      <div className="marketplace-page">
        <h1>{t('marketplace.title')}</h1>
        <p className="lead">{t('marketplace.intro')}</p>
        <MarketplaceListingList query={data} />
      </div>
    </Shell>
  );
}
