import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { TicketOffer_offer$key } from '../../../__generated__/TicketOffer_offer.graphql';
import type { TicketOfferAddMutation, TicketPriceClass } from '../../../__generated__/TicketOfferAddMutation.graphql';
import { localeOf, paths, useLanguage, useT, CLUB_TIME_ZONE } from '../../../app/language.ts';
import { dismissToast, showToast } from '../../../app/toast.ts';
import { linkViewerCart } from '../../../components/cart/linkViewerCart.ts';
import { formatMoney } from '../../../components/money.ts';
import { FieldError, FormRefusal } from '../../../forms/FieldError.tsx';
import { whenIdle } from '../../../forms/whenIdle.ts';
import { PRICE_CLASS_ORDER, ticketsSchema, totalOf, type TicketsValues } from '../forms/ticketsSchema.ts';

type Offer = NonNullable<ReturnType<typeof useOffer>>;
type Block = Offer['blocks'][number];

function useOffer(offer: TicketOffer_offer$key) {
  return useFragment(
    graphql`
      fragment TicketOffer_offer on MatchTicketOffer {
        onSale
        perPersonLimit
        reservationMinutes
        categories {
          number
          areas(language: $language)
          fromPrice {
            amount
            currencyCode
          }
          available
        }
        blocks {
          name
          area(language: $language)
          category
          seated
          available
          state
          prices {
            priceClass
            label(language: $language)
            proof(language: $language)
            price {
              amount
              currencyCode
            }
          }
        }
      }
    `,
    offer,
  );
}

/** Whether a block can take the tickets asked for: every price class sold there, and that many places free. */
function fits(block: Block, values: TicketsValues): boolean {
  const total = totalOf(values);
  if (block.state === 'SOLD_OUT' || block.available < Math.max(1, total)) return false;
  return PRICE_CLASS_ORDER.every(
    (priceClass) => values[priceClass] === 0 || block.prices.some((price) => price.priceClass === priceClass),
  );
}

/** What the tickets asked for cost in a block, in cents (prices are exact decimal strings). */
function costIn(block: Block, values: TicketsValues): number {
  return PRICE_CLASS_ORDER.reduce((sum, priceClass) => {
    const price = block.prices.find((candidate) => candidate.priceClass === priceClass);
    return sum + (price ? Math.round(Number(price.price.amount) * 100) * values[priceClass] : 0);
  }, 0);
}

/**
 * A match's offer as a form: how many tickets of each price class (with what the gate checks), then where — the
 * best places of a price category, or a block picked from the list — with the price of that choice, and the
 * cart. The box office's refusals (sold out, held in other carts, the limit per person) are said above the
 * button in the page's language.
 */
export function TicketOffer({ offer, matchId }: { offer: TicketOffer_offer$key; matchId: number }) {
  const data = useOffer(offer);
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [commit, adding] = useMutation<TicketOfferAddMutation>(graphql`
    mutation TicketOfferAddMutation($input: CartTicketsAddInput!) {
      cartTicketsAdd(input: $input) {
        __typename
        ... on CartTicketsAddSuccess {
          cart {
            id
            ...CartBadge_cart
          }
        }
        ... on TicketsHeldByOthersError {
          freeAgainAt
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const form = useForm<TicketsValues>({
    resolver: zodResolver(ticketsSchema(data.perPersonLimit ?? null)),
    defaultValues: { ADULT: 0, MEMBER: 0, REDUCED: 0, CHILD: 0, where: '' },
  });
  const values = useWatch({ control: form.control }) as TicketsValues;
  const { errors } = form.formState;

  // The price classes of the match, each with its label, its proof and its lowest price.
  const classes = PRICE_CLASS_ORDER.flatMap((priceClass) => {
    const prices = data.blocks.flatMap((block) => block.prices.filter((price) => price.priceClass === priceClass));
    if (prices.length === 0) return [];
    const lowest = prices.reduce((low, price) => (Number(price.price.amount) < Number(low.price.amount) ? price : low));
    return [{ priceClass, label: lowest.label, proof: lowest.proof, from: lowest.price }];
  });
  const areas = [...new Set(data.blocks.map((block) => block.area))];
  const chosenBlock = (() => {
    const [kind, key] = values.where?.split(':') ?? [];
    if (kind === 'block') return data.blocks.find((block) => block.name === key);
    if (kind === 'category') return data.blocks.find((block) => block.category === Number(key) && fits(block, values));
    return undefined;
  })();
  const total = totalOf(values);
  const cost = chosenBlock && total > 0 ? costIn(chosenBlock, values) : null;
  const currency = data.blocks[0]?.prices[0]?.price.currencyCode ?? 'EUR';

  if (!data.onSale) return <p className="notice">{t('ticketing.saleClosed')}</p>;

  const step = (priceClass: TicketPriceClass, by: number) =>
    form.setValue(priceClass, Math.max(0, Math.min(20, (values[priceClass] ?? 0) + by)), { shouldValidate: false });

  const onSubmit = (chosen: TicketsValues) => {
    setRefusal(undefined);
    dismissToast();
    const [kind, key = ''] = chosen.where.split(':');
    commit({
      variables: {
        input: {
          matchId,
          ...(kind === 'block' ? { block: key } : { category: Number(key) }),
          quantities: PRICE_CLASS_ORDER.filter((priceClass) => chosen[priceClass] > 0).map((priceClass) => ({
            priceClass,
            quantity: chosen[priceClass],
          })),
        },
      },
      updater: (store) => linkViewerCart(store, 'cartTicketsAdd'),
      onCompleted: ({ cartTicketsAdd: result }) => {
        if (result.__typename === 'CartTicketsAddSuccess') {
          showToast({ message: t('ticketing.added', { count: totalOf(chosen) }) });
          void navigate(paths.cart(language));
          return;
        }
        const message = ('message' in result && result.message) || t('error.serverErrorText');
        const freeAgainAt = 'freeAgainAt' in result && result.freeAgainAt ? new Date(result.freeAgainAt) : null;
        setRefusal(
          freeAgainAt
            ? `${message} ${t('ticketing.freeAgainAt', {
                time: new Intl.DateTimeFormat(localeOf(language), {
                  hour: '2-digit',
                  minute: '2-digit',
                  timeZone: CLUB_TIME_ZONE,
                }).format(freeAgainAt),
              })}`
            : message,
        );
      },
      onError: () => setRefusal(t('error.serverErrorText')),
    });
  };

  return (
    <form className="ticket-offer" onSubmit={form.handleSubmit(whenIdle(adding, onSubmit))} noValidate>
      <p className="notice">
        {data.perPersonLimit != null && <>{t('ticketing.limit', { count: data.perPersonLimit })} </>}
        {t('ticketing.reservation', { count: data.reservationMinutes })}
      </p>
      <fieldset className="ticket-classes" aria-describedby={errors.ADULT ? 'quantities-error' : undefined}>
        <legend>{t('ticketing.howMany')}</legend>
        {classes.map(({ priceClass, label, proof, from }) => (
          <div className="ticket-class" key={priceClass}>
            <div className="ticket-class-text">
              <label htmlFor={`quantity-${priceClass}`}>{label}</label>
              <span className="ticket-class-price">
                {Number(from.amount) === 0
                  ? t('cart.free')
                  : t('ticketing.from', { price: formatMoney(from, language) })}
              </span>
              {proof && <p className="fine-print">{proof}</p>}
            </div>
            <div className="stepper">
              <button
                type="button"
                aria-label={t('ticketing.less', { label })}
                onClick={() => step(priceClass, -1)}
                disabled={(values[priceClass] ?? 0) === 0}
              >
                −
              </button>
              <input
                id={`quantity-${priceClass}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={20}
                {...form.register(priceClass, { valueAsNumber: true })}
              />
              <button type="button" aria-label={t('ticketing.more', { label })} onClick={() => step(priceClass, 1)}>
                +
              </button>
            </div>
          </div>
        ))}
        <FieldError id="quantities-error" message={errors.ADULT?.message} count={data.perPersonLimit ?? undefined} />
      </fieldset>

      <fieldset className="ticket-places" aria-describedby={errors.where ? 'where-error' : undefined}>
        <legend>{t('ticketing.where')}</legend>
        <p className="fine-print">{t('ticketing.bestAvailable')}</p>
        {data.categories.map((category) => {
          const possible = data.blocks.some((block) => block.category === category.number && fits(block, values));
          return (
            <label key={category.number} className={possible ? 'place-option' : 'place-option unavailable'}>
              <input
                type="radio"
                value={`category:${category.number}`}
                disabled={!possible}
                {...form.register('where')}
              />
              <span className="place-name">
                {t('ticketing.category', { number: category.number })} · {category.areas.join(', ')}
              </span>
              <span className="place-facts">
                {t('ticketing.from', { price: formatMoney(category.fromPrice, language) })} ·{' '}
                {category.available > 0 ? t('ticketing.free', { count: category.available }) : t('ticketing.soldOut')}
              </span>
            </label>
          );
        })}
        <details className="ticket-blocks" open={values.where?.startsWith('block:')}>
          <summary>{t('ticketing.pickBlock')}</summary>
          {areas.map((area) => (
            <div key={area} role="group" aria-label={area}>
              <h3>{area}</h3>
              {data.blocks
                .filter((block) => block.area === area)
                .map((block) => {
                  const possible = fits(block, values);
                  const full = block.prices.find((price) => price.priceClass === 'ADULT');
                  return (
                    <label key={block.name} className={possible ? 'place-option' : 'place-option unavailable'}>
                      <input
                        type="radio"
                        value={`block:${block.name}`}
                        disabled={!possible}
                        {...form.register('where')}
                      />
                      <span className="place-name">
                        {t('ticketing.block', { name: block.name })} ·{' '}
                        {t(block.seated ? 'ticketing.seated' : 'ticketing.standing')} ·{' '}
                        {t('ticketing.category', { number: block.category })}
                      </span>
                      <span className={`place-facts state-${block.state.toLowerCase()}`}>
                        {block.state === 'SOLD_OUT'
                          ? t('ticketing.soldOut')
                          : block.state === 'HELD_BY_OTHERS'
                            ? t('ticketing.heldByOthers')
                            : t('ticketing.free', { count: block.available })}
                        {full && <> · {formatMoney(full.price, language)}</>}
                      </span>
                    </label>
                  );
                })}
            </div>
          ))}
        </details>
        <FieldError id="where-error" message={errors.where?.message} />
      </fieldset>

      <p className="ticket-total" aria-live="polite">
        {cost !== null && chosenBlock
          ? t('ticketing.total', {
              count: total,
              block: chosenBlock.name,
              price: formatMoney({ amount: (cost / 100).toFixed(2), currencyCode: currency }, language),
            })
          : t('ticketing.totalNone')}
      </p>
      <FormRefusal message={refusal} />
      <button type="submit" aria-disabled={adding}>
        {adding ? t('cart.adding') : t('cart.addToCart')}
      </button>
    </form>
  );
}
