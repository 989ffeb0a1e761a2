/* eslint-disable relay/unused-fields -- PostalAddress shows every field of the fragment. */
import { graphql, useFragment } from 'react-relay/hooks';
import type { PostalAddressView_address$key } from '../../../__generated__/PostalAddressView_address.graphql';
import { localeOf, useLanguage } from '../../../app/language.ts';
import { PostalAddress } from '../../../components/PostalAddress.tsx';

/** An order's postal address on screen, the country named in the page's language. */
export function PostalAddressView({ address }: { address: PostalAddressView_address$key }) {
  const data = useFragment(
    graphql`
      fragment PostalAddressView_address on PostalAddress {
        company
        firstName
        lastName
        street
        additionalAddress
        postalCode
        city
        countryCode
        phone
      }
    `,
    address,
  );
  const language = useLanguage();
  let country = data.countryCode;
  try {
    country = new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(data.countryCode) ?? country;
  } catch {
    // Not a region code Intl knows: the code itself.
  }
  return <PostalAddress address={data} country={country} />;
}
