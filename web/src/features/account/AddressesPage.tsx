import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { AddressesPageQuery } from '../../__generated__/AddressesPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { AddressCard } from './components/AddressCard.tsx';
import { AddressEditor } from './components/AddressEditor.tsx';
import { useCountryChoices } from '../../forms/countries.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const addressesPageQuery = graphql`
  query AddressesPageQuery($language: Language!, $signedIn: Boolean!) {
    ...AccountLayout_query
    viewer {
      addresses @include(if: $signedIn) {
        id
        ...AddressCard_address
      }
    }
    countries(language: $language) @include(if: $signedIn) {
      ...countries_choice
    }
  }
`;

/**
 * The address book (the person's, or the organisation's while acting for it): the default shipping and
 * billing addresses marked, adding, editing, deleting and choosing the defaults. Countries and the
 * phone rule come from the graph.
 */
export function AddressesPage() {
  const data = usePageQuery<AddressesPageQuery>(addressesPageQuery);
  const t = useT();
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);
  const addresses = data.viewer.addresses;
  const countries = useCountryChoices(data.countries);
  return (
    <AccountLayout
      query={data}
      section="addresses"
      title={t('account.addresses.title')}
      alternates={pathsIn(paths.addresses)}
    >
      {() =>
        !addresses ? (
          <ErrorState
            message={t('account.addresses.unavailable')}
            retryLabel={t('error.retry')}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : (
          <>
            {addresses.length === 0 && !adding && <p className="empty">{t('account.addresses.empty')}</p>}
            {addresses.length > 0 && (
              <ul className="account-list account-cards" aria-label={t('account.addresses.title')}>
                {addresses.map((address) => (
                  <AddressCard key={address.id} address={address} countries={countries} />
                ))}
              </ul>
            )}
            {adding ? (
              <AddressEditor
                idPrefix="address-new"
                title={t('account.addresses.addTitle')}
                countries={countries}
                onDone={() => setAdding(false)}
              />
            ) : (
              <button type="button" onClick={() => setAdding(true)}>
                {t('account.addresses.add')}
              </button>
            )}
          </>
        )
      }
    </AccountLayout>
  );
}
