import { useState } from 'react';
import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MarketplaceListingCard_listing$key } from '../../../__generated__/MarketplaceListingCard_listing.graphql';
import { graphLanguage, paths, useLanguage, useT } from '../../../app/language.ts';
import { dismissToast, showToast } from '../../../app/toast.ts';
import { formatMoney } from '../../../components/money.ts';
import { updateAfterAdd, useCartItemAdd } from '../../../components/cart/useCartItemAdd.ts';
import { kickoffText, placeText, ticketTitle } from '../../../components/ticketFormat.ts';

/**
 * A ticket on the marketplace: the seller's own is marked as theirs, with the way to manage it, instead
 * of a button that would be refused. Another fan's ticket: the match and its kick-off (or the season), block, row and seat, the
 * pricing class and the price, and putting it into the cart (the shop's SKU, quantity 1), confirmed
 * with the way to the cart. The cart's refusal (sold meanwhile) is said on the card.
 */
export function MarketplaceListingCard({ listing }: { listing: MarketplaceListingCard_listing$key }) {
  const data = useFragment(
    graphql`
      fragment MarketplaceListingCard_listing on MarketplaceListing {
        id
        sku
        event {
          name
          competition(language: $language)
          kickoff
          kickoffDate
        }
        season
        block
        row
        seat
        pricingClass(language: $language)
        price {
          amount
          currencyCode
        }
        isOwn
      }
    `,
    listing,
  );
  const t = useT();
  const language = useLanguage();
  const [commit, adding] = useCartItemAdd();
  const [failure, setFailure] = useState<string | null>(null);
  const event = data.event
    ? {
        name: data.event.name,
        competition: data.event.competition,
        kickoff: data.event.kickoff ?? null,
        kickoffDate: data.event.kickoffDate,
      }
    : null;
  const ticket = { event, season: data.season ?? null, block: data.block, row: data.row ?? null, seat: data.seat };
  const price = { amount: data.price.amount, currencyCode: data.price.currencyCode };
  const title = ticketTitle(ticket, t);
  const place = placeText(ticket, t);
  const headingId = `listing-${data.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;

  const add = () => {
    if (adding) return;
    setFailure(null);
    // No old confirmation stands beside a new error.
    dismissToast();
    commit({
      variables: {
        input: { sku: data.sku, quantity: 1 },
        language: graphLanguage(language),
      },
      updater: updateAfterAdd,
      onCompleted: ({ cartItemAdd: result }) => {
        if (result.__typename === 'CartItemAddSuccess') {
          showToast({
            message: t('cart.added', { name: `${title}, ${place}` }),
            link: { label: t('cart.toCart'), to: paths.cart(language) },
          });
          return;
        }
        setFailure(('message' in result && result.message) || t('error.serverErrorText'));
      },
      onError: () => setFailure(t('error.serverErrorText')),
    });
  };

  return (
    <li className="listing-card" aria-labelledby={`${headingId} ${headingId}-place`}>
      <h2 id={headingId}>{title}</h2>
      {event && (
        <>
          <p className="listing-when">
            <time dateTime={event.kickoff ?? event.kickoffDate}>{kickoffText(event, language, t)}</time>
          </p>
          <p className="listing-competition">{event.competition}</p>
        </>
      )}
      <p className="listing-place" id={`${headingId}-place`}>
        {place}
      </p>
      <dl className="listing-facts">
        <div>
          <dt>{t('tickets.pricingClass')}</dt>
          <dd>{data.pricingClass}</dd>
        </div>
        <div>
          <dt>{t('tickets.price')}</dt>
          <dd className="listing-price">{formatMoney(price, language)}</dd>
        </div>
      </dl>
      {data.isOwn ? (
        <div className="listing-own">
          <p>
            <strong>{t('marketplace.ownOffer')}</strong> {t('marketplace.ownOfferHint')}
          </p>
          <Link to={paths.marketplaceOffers(language)}>
            {t('marketplace.ownOfferManage')}
            <span className="visually-hidden">
              {' '}
              – {title}, {place}
            </span>
          </Link>
        </div>
      ) : (
        <button type="button" onClick={add} aria-disabled={adding}>
          {adding ? t('cart.adding') : t('cart.addToCart')}
          <span className="visually-hidden">
            {' '}
            – {title}, {place}
          </span>
        </button>
      )}
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
