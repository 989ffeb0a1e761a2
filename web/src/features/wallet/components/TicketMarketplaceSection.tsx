import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { TicketMarketplaceSection_ticket$key } from '../../../__generated__/TicketMarketplaceSection_ticket.graphql';
import type { TicketMarketplaceSectionWithdrawMutation } from '../../../__generated__/TicketMarketplaceSectionWithdrawMutation.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { readMarketplaceOffer } from '../marketplaceData.ts';
import { FeeSplit, OfferStateBadge, OfferStateText, payoutText } from './MarketplaceOfferView.tsx';

/**
 * The ticket on the marketplace (spec 2 sections 2–4), on the ticket's page only: the offer's state and
 * what it means, the payout of an open offer, taking an unsold offer back, or the way to offer the
 * ticket (or why it cannot be offered).
 */
export function TicketMarketplaceSection({ ticket }: { ticket: TicketMarketplaceSection_ticket$key }) {
  const data = useFragment(
    graphql`
      fragment TicketMarketplaceSection_ticket on Ticket {
        id
        marketplace {
          canBeOffered
          notOfferableReason
          offer {
            state
            canWithdraw
            ...marketplaceData_offer
          }
        }
      }
    `,
    ticket,
  );
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [withdraw, withdrawing] = useMutation<TicketMarketplaceSectionWithdrawMutation>(graphql`
    mutation TicketMarketplaceSectionWithdrawMutation($ticketId: ID!) {
      marketplaceOfferWithdraw(ticketId: $ticketId) {
        __typename
        ... on MarketplaceOfferWithdrawSuccess {
          offer {
            id
            state
            canWithdraw
          }
          ticket {
            id
            isTransferable
            ...TicketMarketplaceSection_ticket
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  // A refusal is said where the button is, and focus goes there (the button may be what changed).
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  const marketplace = data.marketplace;
  const title = (
    <h2 id="ticket-marketplace-title" ref={heading} tabIndex={-1}>
      {t('tickets.marketplace.title')}
    </h2>
  );
  if (!marketplace)
    return (
      <section className="ticket-transfer ticket-marketplace" aria-labelledby="ticket-marketplace-title">
        {title}
        <ErrorState
          message={t('tickets.marketplace.unavailable')}
          retryLabel={t('error.retry')}
          onRetry={() => void revalidator.revalidate()}
        />
      </section>
    );

  const offer = marketplace.offer ? readMarketplaceOffer(marketplace.offer) : null;
  const open = offer && (offer.state === 'CREATED' || offer.state === 'PENDING');
  const onWithdraw = () => {
    if (withdrawing) return;
    setFailure(null);
    withdraw({
      variables: { ticketId: data.id },
      onCompleted: ({ marketplaceOfferWithdraw: result }) => {
        if (result.__typename === 'MarketplaceOfferWithdrawSuccess') {
          showToast({ message: t('tickets.marketplace.withdrawn') });
          heading.current?.focus();
          // The page's data anew: the ticket is back in the wallet only.
          void revalidator.revalidate();
          return;
        }
        setFailure(('message' in result && result.message) || t('error.serverErrorText'));
      },
      onError: () => setFailure(t('error.serverErrorText')),
    });
  };

  return (
    <section className="ticket-transfer ticket-marketplace" aria-labelledby="ticket-marketplace-title">
      {title}
      {offer && marketplace.offer && (
        <div className="marketplace-offer">
          <p className="marketplace-offer-state">
            <OfferStateBadge state={offer.state} />
          </p>
          <OfferStateText state={offer.state} />
          {offer.state === 'PAYMENT_FAILED' && (
            <p>
              <Link to={paths.marketplaceOffers(language)}>{t('tickets.marketplace.retryInHistory')}</Link>
            </p>
          )}
          {open && (
            <FeeSplit
              ticketPrice={offer.ticketPrice}
              handlingFee={offer.handlingFee}
              reimbursementFee={offer.reimbursementFee}
              payoutAmount={offer.payoutAmount}
              before={
                <div>
                  <dt>{t('tickets.marketplace.facts.payout')}</dt>
                  <dd>{payoutText(offer.payoutType, offer.paymentMethodLabel, t)}</dd>
                </div>
              }
            />
          )}
          {offer.state === 'CREATED' && !marketplace.offer.canWithdraw && (
            // On sale but in a buyer's cart: taking it back waits until the cart lets it go or it is bought.
            <p>{t('tickets.marketplace.inCart')}</p>
          )}
          {marketplace.offer.canWithdraw && (
            <div className="transfer-actions">
              <button type="button" className="secondary" aria-disabled={withdrawing} onClick={onWithdraw}>
                {withdrawing ? t('tickets.marketplace.withdrawing') : t('tickets.marketplace.withdraw')}
              </button>
            </div>
          )}
          {failure && (
            <p className="notice warning" role="alert" tabIndex={-1} ref={alert}>
              {failure}
            </p>
          )}
        </div>
      )}
      {marketplace.canBeOffered ? (
        <>
          <p>{t('tickets.marketplace.offerHint')}</p>
          <Link to={paths.marketplaceOfferCreate(language, data.id)} className="button">
            {t('tickets.marketplace.offer')}
          </Link>
        </>
      ) : (
        // An open or sold offer says for itself why the ticket cannot be offered again.
        !open &&
        marketplace.notOfferableReason &&
        !(offer && marketplace.notOfferableReason === 'ALREADY_OFFERED') && (
          <p>{t(`tickets.marketplace.reasons.${marketplace.notOfferableReason}`)}</p>
        )
      )}
    </section>
  );
}
