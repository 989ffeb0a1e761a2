import { useMemo } from 'react';
import { graphql, readInlineData } from 'react-relay/hooks';
import type { countries_choice$key } from '../__generated__/countries_choice.graphql';

/**
 * A country an address may be in, with its phone rule: the graph's `countries`, which every page with an
 * address form asks for (`...countries_choice`). The client keeps no list of its own: which countries the
 * club delivers to and where a phone number is needed are the account service's to say.
 */
export interface CountryChoice {
  code: string;
  name: string;
  phoneRequired: boolean;
}

export function readCountryChoice(country: countries_choice$key): CountryChoice {
  const { code, name, phoneRequired } = readInlineData(
    graphql`
      fragment countries_choice on Country @inline {
        code
        name
        phoneRequired
      }
    `,
    country,
  );
  return { code, name, phoneRequired };
}

/**
 * The page's countries as choices, in the graph's order (Germany first). Empty while the graph cannot say
 * (the account service is down): the address fields then say so, and an address cannot be sent.
 */
export function useCountryChoices(countries: readonly countries_choice$key[] | null | undefined): CountryChoice[] {
  return useMemo(() => (countries ?? []).map(readCountryChoice), [countries]);
}

/** `code` when it is one of `countries`, else the first of them (the club's home country), else empty. */
export function countryOrFirst(countries: readonly CountryChoice[], code: string | null | undefined): string {
  return countries.some((country) => country.code === code) ? code! : (countries[0]?.code ?? '');
}
