import { graphql, useFragment } from 'react-relay/hooks';
import type { PostalAddressView_address$key } from '../../../__generated__/PostalAddressView_address.graphql';
import { localeOf, useLanguage } from '../../../app/language.ts';

/** A postal address as it goes on an envelope, the country in the page's language. */
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
  return (
    <address className="postal-address">
      {data.company && (
        <>
          {data.company}
          <br />
        </>
      )}
      {data.firstName} {data.lastName}
      <br />
      {data.street}
      <br />
      {data.additionalAddress && (
        <>
          {data.additionalAddress}
          <br />
        </>
      )}
      {data.postalCode} {data.city}
      <br />
      {country}
      {data.phone && (
        <>
          <br />
          {data.phone}
        </>
      )}
    </address>
  );
}
