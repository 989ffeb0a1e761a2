import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useNavigate, useParams, useRevalidator } from 'react-router';
import type { MarketplaceOfferCreatePageMutation } from '../../__generated__/MarketplaceOfferCreatePageMutation.graphql';
import type { MarketplaceOfferCreatePageQuery } from '../../__generated__/MarketplaceOfferCreatePageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { showToast } from '../../app/toast.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { addressInput, addressValuesOf, emptyAddress, readStoredAddress } from '../../forms/AddressFields.tsx';
import { useCountryChoices } from '../../forms/countries.ts';
import { MarketplaceOfferQuote } from './components/MarketplaceOfferQuote.tsx';
import { payoutText, storedMethodLabel } from './components/MarketplaceOfferView.tsx';
import { OfferSteps, type OfferStep } from './components/OfferSteps.tsx';
import { TicketCard } from './components/TicketCard.tsx';
import { TicketsLayout } from './components/TicketsLayout.tsx';
import {
  OfferAddressForm,
  offerAddressSchema,
  type OfferAddress,
  type OfferAddressValues,
} from './forms/OfferAddressForm.tsx';
import {
  PAYOUT_TYPES,
  paymentMethodIdOf,
  PayoutForm,
  payoutSchema,
  type PayoutValues,
  type StoredPayoutMethod,
} from './forms/PayoutForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';
import { PostalAddress } from '../../components/PostalAddress.tsx';

export const marketplaceOfferCreatePageQuery = graphql`
  query MarketplaceOfferCreatePageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...TicketsLayout_query
    ...MarketplaceOfferQuote_query
    viewer {
      person @include(if: $signedIn) {
        firstName
        lastName
      }
      ticket(id: $id) @include(if: $signedIn) {
        id
        ...TicketCard_ticket
        marketplace {
          canBeOffered
          notOfferableReason
          payoutTypes
        }
      }
      addresses @include(if: $signedIn) {
        isDefaultBilling
        ...AddressFields_address
      }
      paymentMethods @include(if: $signedIn) {
        id
        kind
        cardBrand
        last4
        payPalEmail
      }
    }
    countries(language: $language) @include(if: $signedIn) {
      ...countries_choice
    }
  }
`;

type Data = MarketplaceOfferCreatePageQuery['response'];

/**
 * Offering a ticket on the marketplace (spec 2 section 3): the ticket, then three steps: the billing
 * address (prefilled from the default billing address), the payout (original payment where the ticket
 * allows it, a voucher, a stored card or PayPal account) with what it pays out, and the review with the
 * binding offer. The graph's refusals are shown at the step and field they concern; once offered, the
 * ticket's page shows the offer.
 */
export function MarketplaceOfferCreatePage() {
  const data = usePageQuery<MarketplaceOfferCreatePageQuery>(marketplaceOfferCreatePageQuery);
  const { ticketId: id = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const ticket = data.viewer.ticket;
  const marketplace = ticket?.marketplace;

  let content;
  if (!ticket)
    content = (
      <div className="empty">
        <p>{t('tickets.detail.notFound')}</p>
      </div>
    );
  else if (!marketplace)
    content = (
      <ErrorState
        message={t('tickets.marketplace.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  else if (!marketplace.canBeOffered)
    content = <p className="notice">{t(`tickets.marketplace.reasons.${marketplace.notOfferableReason ?? 'OTHER'}`)}</p>;
  else content = <OfferFlow data={data} ticketId={ticket.id} payoutTypes={marketplace.payoutTypes} />;

  return (
    <TicketsLayout
      query={data}
      tab={null}
      title={t('tickets.sell.title')}
      alternates={pathsIn((other) => paths.marketplaceOfferCreate(other, id))}
    >
      {ticket && (
        <ol className="ticket-list">
          <TicketCard ticket={ticket} />
        </ol>
      )}
      {content}
      <Link to={ticket ? paths.ticket(language, ticket.id) : paths.tickets(language)} className="back-link">
        {ticket ? t('tickets.sell.cancel') : t('tickets.detail.backToList')}
      </Link>
    </TicketsLayout>
  );
}

const ADDRESS_FIELDS = [
  'company',
  'firstName',
  'lastName',
  'street',
  'additionalAddress',
  'postalCode',
  'city',
  'countryCode',
  'phone',
] as const;
const isAddressField = (name: string | undefined): name is keyof OfferAddress =>
  (ADDRESS_FIELDS as readonly (string | undefined)[]).includes(name);

/** Where a refusal of the graph belongs: a field of the address or payout step, or the review's alert. */
type Placement =
  { step: 'address'; field: keyof OfferAddress } | { step: 'payout'; field: keyof PayoutValues } | { step: 'review' };

function placeRefusal(typename: string, field: string | undefined, values: Partial<PayoutValues>): Placement {
  // The graph names the input's fields: `address.phone`, `payoutType`, `paymentMethodId`.
  const name = field?.replace(/^address\./, '');
  if (typename === 'AddressPhoneRequiredError')
    return { step: 'address', field: isAddressField(name) ? name : 'phone' };
  if (typename === 'AddressCountryNotDeliveredError')
    return { step: 'address', field: isAddressField(name) ? name : 'countryCode' };
  if (typename === 'InvalidInputError' && isAddressField(name)) return { step: 'address', field: name };
  const method = values.payoutType === 'CREDIT_CARD' ? 'cardId' : values.payoutType === 'PAY_PAL' ? 'payPalId' : null;
  if (typename === 'PaymentTokenUnknownError' || field === 'paymentMethodId')
    return { step: 'payout', field: method ?? 'payoutType' };
  if (typename === 'PayoutTypeNotAvailableError' || field === 'payoutType')
    return { step: 'payout', field: 'payoutType' };
  return { step: 'review' };
}

/** What gets focus once a step is on screen: its heading, a field with an error, the refusal. */
type FocusTarget =
  | { kind: 'heading' }
  | { kind: 'refusal' }
  | { kind: 'address'; field: keyof OfferAddress }
  | { kind: 'payout'; field: keyof PayoutValues };

function OfferFlow({ data, ticketId, payoutTypes }: { data: Data; ticketId: string; payoutTypes: readonly string[] }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { person, addresses, paymentMethods } = data.viewer;

  const countries = useCountryChoices(data.countries);
  const methods = useMemo(() => {
    const all = paymentMethods ?? [];
    const choices = (kind: 'CREDIT_CARD' | 'PAY_PAL'): StoredPayoutMethod[] =>
      all
        .filter((method) => method.kind === kind)
        .map((method) => ({
          id: method.id,
          label: storedMethodLabel(
            { kind: method.kind, cardBrand: method.cardBrand, last4: method.last4, payPalEmail: method.payPalEmail },
            t,
          ),
        }));
    const cards = choices('CREDIT_CARD');
    const payPal = choices('PAY_PAL');
    return { cards, payPal };
  }, [paymentMethods, t]);

  const defaults = useMemo((): OfferAddressValues => {
    const billing = addresses?.find((address) => address.isDefaultBilling) ?? addresses?.[0];
    return {
      address: billing
        ? addressValuesOf(readStoredAddress(billing), countries)
        : { ...emptyAddress(countries), firstName: person?.firstName ?? '', lastName: person?.lastName ?? '' },
    };
  }, [addresses, countries, person]);
  const addressSchema = useMemo(() => offerAddressSchema(countries), [countries]);
  const addressForm = useForm<OfferAddressValues>({
    resolver: zodResolver(addressSchema) as unknown as Resolver<OfferAddressValues>,
    defaultValues: defaults,
  });
  const available = PAYOUT_TYPES.filter(
    (type) =>
      payoutTypes.includes(type) &&
      !(type === 'CREDIT_CARD' && methods.cards.length === 0) &&
      !(type === 'PAY_PAL' && methods.payPal.length === 0),
  );
  const payoutForm = useForm<PayoutValues>({
    resolver: zodResolver(payoutSchema),
    defaultValues: {
      // The voucher costs no reimbursement fee: it is what the page's query quoted first.
      payoutType: available.includes('VOUCHER') ? 'VOUCHER' : available[0],
      cardId: methods.cards[0]?.id ?? '',
      payPalId: methods.payPal[0]?.id ?? '',
    },
  });
  const [step, setStep] = useState<OfferStep>('address');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ target: FocusTarget } | null>(null);
  const [create, creating] = useMutation<MarketplaceOfferCreatePageMutation>(graphql`
    mutation MarketplaceOfferCreatePageMutation($input: MarketplaceOfferCreateInput!) {
      marketplaceOfferCreate(input: $input) {
        __typename
        ... on MarketplaceOfferCreateSuccess {
          offer {
            id
            state
            canWithdraw
          }
          ticket {
            id
            isTransferable
            marketplace {
              canBeOffered
              notOfferableReason
            }
          }
        }
        ... on PayoutTypeNotAvailableError {
          field
        }
        ... on AddressPhoneRequiredError {
          field
        }
        ... on AddressCountryNotDeliveredError {
          field
        }
        ... on InvalidInputError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);

  // Focus moves once the step it belongs to is on screen.
  useEffect(() => {
    if (!focus) return;
    const { target } = focus;
    if (target.kind === 'address') addressForm.setFocus(`address.${target.field}`);
    else if (target.kind === 'payout') payoutForm.setFocus(target.field);
    else document.getElementById(target.kind === 'refusal' ? 'offer-refusal' : 'offer-step-title')?.focus();
  }, [focus, addressForm, payoutForm]);

  const goTo = (next: OfferStep, target: FocusTarget = { kind: 'heading' }) => {
    setStep(next);
    setFocus({ target });
  };

  const payout = useWatch({ control: payoutForm.control });
  const payoutType = payout.payoutType ?? 'VOUCHER';
  const paymentMethodId = paymentMethodIdOf(payout);
  const methodLabel =
    [...methods.cards, ...methods.payPal].find((method) => method.id === paymentMethodId)?.label ?? null;

  const offer = () => {
    if (creating) return;
    setRefusal(null);
    const { address } = addressForm.getValues();
    create({
      variables: {
        input: {
          ticketId,
          payoutType,
          ...(paymentMethodId ? { paymentMethodId } : {}),
          address: addressInput(address),
        },
      },
      onCompleted: ({ marketplaceOfferCreate: result }) => {
        if (result.__typename === 'MarketplaceOfferCreateSuccess') {
          showToast({ message: t('tickets.sell.offered') });
          void navigate(paths.ticket(language, ticketId));
          return;
        }
        const message = ('message' in result && result.message) || t('error.serverErrorText');
        const field = 'field' in result ? result.field : undefined;
        const placement = placeRefusal(result.__typename, field, payout);
        if (placement.step === 'address') {
          addressForm.setError(`address.${placement.field}`, { message });
          goTo('address', { kind: 'address', field: placement.field });
        } else if (placement.step === 'payout') {
          payoutForm.setError(placement.field, { message });
          goTo('payout', { kind: 'payout', field: placement.field });
        } else {
          setRefusal(message);
          setFocus({ target: { kind: 'refusal' } });
        }
      },
      onError: () => {
        setRefusal(t('error.serverErrorText'));
        setFocus({ target: { kind: 'refusal' } });
      },
    });
  };

  const address = addressForm.getValues('address');
  const back = (to: OfferStep) => (
    <button type="button" className="link-button" onClick={() => goTo(to)}>
      {t('tickets.sell.back')}
    </button>
  );

  return (
    <div className="offer-flow">
      <OfferSteps current={step} />
      <h2 id="offer-step-title" tabIndex={-1}>
        {t(`tickets.sell.steps.${step}`)}
      </h2>
      <MarketplaceOfferQuote query={data} payoutType={payoutType} paymentMethodId={paymentMethodId}>
        {(quote) => (
          <>
            {step === 'address' && (
              <OfferAddressForm form={addressForm} onSubmit={() => goTo('payout')} countries={countries} />
            )}
            {step === 'payout' && (
              <PayoutForm
                form={payoutForm}
                onSubmit={() => goTo('review')}
                payoutTypes={payoutTypes}
                cards={methods.cards}
                payPalAccounts={methods.payPal}
                quote={quote}
                actions={back('address')}
              />
            )}
            {step === 'review' && (
              <section className="offer-review" aria-labelledby="offer-step-title">
                {refusal && (
                  <p className="notice warning" role="alert" id="offer-refusal" tabIndex={-1}>
                    {refusal}
                  </p>
                )}
                <div className="review-grid">
                  <div>
                    <h3>{t('tickets.sell.steps.address')}</h3>
                    <PostalAddress
                      address={address}
                      country={
                        countries.find((country) => country.code === address.countryCode)?.name ?? address.countryCode
                      }
                    />
                  </div>
                  <div>
                    <h3>{t('tickets.sell.steps.payout')}</h3>
                    <p>{payoutText(payoutType, methodLabel, t)}</p>
                  </div>
                </div>
                {quote}
                <p className="fine-print">{t('tickets.sell.terms')}</p>
                <div className="account-form-actions">
                  <button type="button" onClick={offer} aria-disabled={creating}>
                    {creating ? t('tickets.sell.submitting') : t('tickets.sell.submit')}
                  </button>
                  {back('payout')}
                </div>
              </section>
            )}
          </>
        )}
      </MarketplaceOfferQuote>
    </div>
  );
}
