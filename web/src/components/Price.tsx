import { graphql, useFragment } from 'react-relay/hooks';
import type { Price_money$key } from '../__generated__/Price_money.graphql';
import { useLanguage } from '../app/language.ts';
import { formatMoney } from './money.ts';

/** An amount formatted for the page's language ("89,95 €", "€89.95"). */
export function Price({ money }: { money: Price_money$key }) {
  const data = useFragment(
    graphql`
      fragment Price_money on Money {
        amount
        currencyCode
      }
    `,
    money,
  );
  const { amount, currencyCode } = data;
  return <>{formatMoney({ amount, currencyCode }, useLanguage())}</>;
}
