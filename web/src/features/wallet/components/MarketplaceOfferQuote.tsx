import { useEffect, useRef, useTransition, type ReactNode } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { MarketplaceOfferQuote_query$key } from '../../../__generated__/MarketplaceOfferQuote_query.graphql';
import type { PayoutType } from '../../../__generated__/MarketplaceOfferQuoteRefetchQuery.graphql';
import { useT } from '../../../app/language.ts';
import { FeeSplit } from './MarketplaceOfferView.tsx';

const money = (value: { readonly amount: string; readonly currencyCode: string }) => ({
  amount: value.amount,
  currencyCode: value.currencyCode,
});

/** The payout type the page query asks the quote for (the fragment's default). */
export const FIRST_QUOTE: { payoutType: PayoutType; paymentMethodId: string | null } = {
  payoutType: 'VOUCHER',
  paymentMethodId: null,
};

/**
 * What offering the ticket pays out with the chosen payout type and stored payment method (the payout
 * service's quote): the ticket's price, the handling fee and the reimbursement fee with their rates, and
 * the payout amount. The first quote comes with the page's query; a new choice asks again (a persisted
 * refetch query) while the previous amounts stay on screen, marked as being updated. A refusal (a
 * payout type the ticket does not allow, an unknown payment method) is said in its place.
 *
 * It stays mounted across the offer's steps and hands its view to them (`children`), so a step shown
 * again does not ask again.
 */
export function MarketplaceOfferQuote({
  query,
  payoutType,
  paymentMethodId,
  children,
}: {
  query: MarketplaceOfferQuote_query$key;
  payoutType: PayoutType;
  paymentMethodId: string | null;
  children: (quote: ReactNode) => ReactNode;
}) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment MarketplaceOfferQuote_query on Query
      @refetchable(queryName: "MarketplaceOfferQuoteRefetchQuery")
      @argumentDefinitions(payoutType: { type: "PayoutType", defaultValue: VOUCHER }, paymentMethodId: { type: "ID" }) {
        viewer {
          marketplaceOfferQuote(ticketId: $id, payoutType: $payoutType, paymentMethodId: $paymentMethodId)
            @include(if: $signedIn) {
            __typename
            ... on MarketplaceOfferQuote {
              ticketPrice {
                amount
                currencyCode
              }
              handlingFee {
                amount
                currencyCode
              }
              handlingFeePercent
              reimbursementFee {
                amount
                currencyCode
              }
              reimbursementFeePercent
              payoutAmount {
                amount
                currencyCode
              }
            }
            ... on Error {
              message
            }
          }
        }
      }
    `,
    query,
  );
  const t = useT();
  const [pending, startTransition] = useTransition();
  const asked = useRef(FIRST_QUOTE);
  useEffect(() => {
    if (asked.current.payoutType === payoutType && asked.current.paymentMethodId === paymentMethodId) return;
    asked.current = { payoutType, paymentMethodId };
    startTransition(() => {
      refetch({ payoutType, paymentMethodId }, { fetchPolicy: 'store-or-network' });
    });
  }, [payoutType, paymentMethodId, refetch]);

  const quote = data.viewer.marketplaceOfferQuote;
  let content: ReactNode;
  if (!quote) content = <p>{t('tickets.sell.quoteUnavailable')}</p>;
  else if (
    quote.__typename === 'MarketplaceOfferQuote' &&
    quote.ticketPrice &&
    quote.handlingFee &&
    quote.reimbursementFee &&
    quote.payoutAmount
  )
    content = (
      <FeeSplit
        ticketPrice={money(quote.ticketPrice)}
        handlingFee={money(quote.handlingFee)}
        handlingFeePercent={quote.handlingFeePercent}
        reimbursementFee={money(quote.reimbursementFee)}
        reimbursementFeePercent={quote.reimbursementFeePercent}
        payoutAmount={money(quote.payoutAmount)}
      />
    );
  else
    content = (
      <p className="notice warning" role="alert">
        {('message' in quote && quote.message) || t('error.serverErrorText')}
      </p>
    );
  return children(
    <section className="offer-quote" aria-labelledby="offer-quote-title" aria-busy={pending}>
      <h3 id="offer-quote-title">{t('tickets.sell.quoteTitle')}</h3>
      <p className="fine-print" role="status">
        {pending ? t('tickets.sell.quoteUpdating') : ''}
      </p>
      {content}
    </section>,
  );
}
