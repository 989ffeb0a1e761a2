import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import type { CheckoutPageQuery } from '../../__generated__/CheckoutPageQuery.graphql';
import type { CheckoutStartInput } from '../../__generated__/useStartCheckoutMutation.graphql';
import { graphLanguage, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { useSession } from '../../auth/SessionContext.tsx';
import { CartTotals } from '../../components/cart/CartTotals.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { formatMoney } from '../../components/money.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { CardPayment } from './components/CardPayment.tsx';
import { CheckoutSteps, type Step } from './components/CheckoutSteps.tsx';
import {
  addressInput,
  addressValuesOf,
  emptyAddress,
  readStoredAddress,
  type AddressValues,
} from '../../forms/AddressFields.tsx';
import { useCountryChoices } from '../../forms/countries.ts';
import { AddressForm, addressesSchema, type AddressesValues } from './forms/AddressForm.tsx';
import { PaymentForm, paymentSchema, type PaymentMethod, type PaymentValues } from './forms/PaymentForm.tsx';
import { useStartCheckout } from './mutations/useStartCheckout.ts';
import './checkout.css';
import { usePageQuery } from '../../app/usePageQuery.ts';
import { PostalAddress } from '../../components/PostalAddress.tsx';

export const checkoutPageQuery = graphql`
  query CheckoutPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    countries(language: $language) @include(if: $signedIn) {
      ...countries_choice
    }
    viewer {
      person @include(if: $signedIn) {
        firstName
        lastName
      }
      addresses @include(if: $signedIn) {
        isDefaultShipping
        isDefaultBilling
        ...AddressFields_address
      }
      paymentOptions @include(if: $signedIn) {
        sepaAvailable
        cards {
          id
          brand
          last4
          expiryMonth
          expiryYear
        }
      }
      cart(countryCode: "DE") {
        __typename
        ... on Cart {
          ...CartTotals_cart @alias
          itemCount
          totalPrice {
            amount
            currencyCode
          }
          validationErrors {
            message
          }
          orders {
            id
            items {
              id
              name(language: $language)
              quantity
              isTicket
              options {
                name
                value
              }
              totalPrice {
                amount
                currencyCode
              }
            }
          }
        }
      }
    }
  }
`;

/**
 * The checkout: address → shipping and payment → review and order → waiting (spec 2 sections 2 and 4).
 * One query gives the cart, the address book and the payment options; the steps are this page's state,
 * so going back keeps everything typed. A refusal is shown at the field or step it concerns.
 */
export function CheckoutPage() {
  const data = usePageQuery<CheckoutPageQuery>(checkoutPageQuery);
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const navigate = useNavigate();
  const alternates = pathsIn(paths.checkout);
  const { person, addresses, paymentOptions, cart } = data.viewer;
  const countries = useCountryChoices(data.countries);

  const defaults = useMemo(() => {
    const shipping = addresses?.find((address) => address.isDefaultShipping) ?? addresses?.[0];
    const billing = addresses?.find((address) => address.isDefaultBilling) ?? shipping;
    const shippingValues = shipping ? addressValuesOf(readStoredAddress(shipping), countries) : emptyAddress(countries);
    const withName = shippingValues.firstName
      ? shippingValues
      : { ...shippingValues, firstName: person?.firstName ?? '', lastName: person?.lastName ?? '' };
    return {
      shipping: withName,
      billingSame: shipping === billing,
      billing: billing ? addressValuesOf(readStoredAddress(billing), countries) : emptyAddress(countries),
    };
  }, [addresses, person, countries]);

  const addressRules = useMemo(() => addressesSchema(countries), [countries]);
  const addressForm = useForm<AddressesValues>({
    resolver: zodResolver(addressRules) as unknown as Resolver<AddressesValues>,
    defaultValues: defaults,
  });
  const paymentForm = useForm<PaymentValues>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { method: undefined, storedCardId: paymentOptions?.cards[0]?.id ?? '', accountHolder: '', iban: '' },
  });
  const [step, setStep] = useState<Step>('address');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [card, setCard] = useState<{ checkoutId: string; scriptUrl: string } | null>(null);
  // One key per attempt to buy: a double click or the graph's retry answers the same checkout.
  const attempt = useRef<string>(crypto.randomUUID());
  const [start, starting] = useStartCheckout();

  const goTo = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => document.getElementById('checkout-step-title')?.focus());
  };

  if (!person) {
    return (
      <Shell query={data} alternates={alternates}>
        <PageMeta title={t('checkout.title')} description={t('checkout.description')} alternates={alternates} noindex />
        <div className="message-page">
          <h1>{t('checkout.title')}</h1>
          <p>{t('checkout.signInFirst')}</p>
          <button type="button" onClick={() => void session.signIn(language)}>
            {t('auth.signIn')}
          </button>
        </div>
      </Shell>
    );
  }
  if (!cart || cart.__typename !== 'Cart') {
    return (
      <Shell query={data} alternates={alternates}>
        <PageMeta title={t('checkout.title')} description={t('checkout.description')} alternates={alternates} noindex />
        <h1>{t('checkout.title')}</h1>
        <ErrorState
          message={t('error.serverErrorText')}
          retryLabel={t('error.retry')}
          onRetry={() => window.location.reload()}
        />
      </Shell>
    );
  }
  if (cart.itemCount === 0) {
    return (
      <Shell query={data} alternates={alternates}>
        <PageMeta title={t('checkout.title')} description={t('checkout.description')} alternates={alternates} noindex />
        <div className="message-page">
          <h1>{t('checkout.title')}</h1>
          {refusal && <p className="notice warning">{refusal}</p>}
          <p>{t('cart.empty')}</p>
          <Link to={paths.home(language)} className="button">
            {t('cart.continueShopping')}
          </Link>
        </div>
      </Shell>
    );
  }

  const items = cart.orders.flatMap((order) => order.items);
  const nothingToPay = Number(cart.totalPrice.amount) === 0;
  const onlyTickets = items.every((item) => item.isTicket);
  const methods: PaymentMethod[] = nothingToPay
    ? ['NO_PAYMENT']
    : [
        'PAYPAL',
        'CREDIT_CARD',
        ...((paymentOptions?.cards.length ?? 0) > 0 ? (['STORED_CARD'] as const) : []),
        ...(paymentOptions?.sepaAvailable ? (['SEPA'] as const) : []),
        ...(onlyTickets ? (['PURCHASE_ON_ACCOUNT'] as const) : []),
      ];

  const addressValues = addressForm.getValues();
  const billingAddress = addressValues.billingSame ? addressValues.shipping : addressValues.billing;
  const paymentValues = paymentForm.getValues();

  const order = () => {
    if (starting) return;
    setRefusal(null);
    const input: CheckoutStartInput = {
      method: paymentValues.method,
      shippingAddress: addressInput(addressValues.shipping),
      billingAddress: addressInput(billingAddress),
      idempotencyKey: attempt.current,
      // The payment provider sends the fan back to the confirmation page in this page's language.
      language: graphLanguage(language),
      ...(paymentValues.method === 'STORED_CARD' ? { paymentTokenId: paymentValues.storedCardId } : {}),
      ...(paymentValues.method === 'SEPA'
        ? { sepa: { accountHolder: paymentValues.accountHolder, iban: paymentValues.iban } }
        : {}),
    };
    start({
      variables: { input },
      onCompleted: ({ checkoutStart: result }) => {
        switch (result.__typename) {
          case 'CheckoutRedirect':
            goTo('waiting');
            window.location.assign(result.url!);
            return;
          case 'CheckoutCardForm':
            setCard({ checkoutId: result.checkoutId!, scriptUrl: result.scriptUrl! });
            goTo('waiting');
            return;
          case 'CheckoutConfirmed':
            void navigate(paths.checkoutConfirmation(language, result.confirmationId!));
            return;
          case '%other':
            setRefusal(t('error.serverErrorText'));
            return;
        }
        // Refused: a new attempt gets a new key, and the refusal is shown where it belongs.
        attempt.current = crypto.randomUUID();
        const message = result.message ?? t('error.serverErrorText');
        const field = 'field' in result ? result.field : undefined;
        if (field?.startsWith('shippingAddress.') || field?.startsWith('billingAddress.')) {
          const [part, name] = field.split('.') as [string, keyof AddressValues];
          const prefix = part === 'shippingAddress' || addressValues.billingSame ? 'shipping' : 'billing';
          goTo('address');
          addressForm.setError(`${prefix}.${name}`, { message });
        } else if (field === 'sepa.iban' || field === 'sepa.accountHolder' || field === 'paymentTokenId') {
          goTo('payment');
          const name =
            field === 'sepa.iban' ? 'iban' : field === 'sepa.accountHolder' ? 'accountHolder' : 'storedCardId';
          paymentForm.setError(name, { message });
        } else if (result.__typename === 'CheckoutAddressesAreNotEqualError') {
          goTo('address');
          setRefusal(message);
        } else {
          setRefusal(message);
        }
      },
      onError: () => setRefusal(t('error.serverErrorText')),
    });
  };

  const address = (value: AddressValues) => (
    <PostalAddress
      address={value}
      country={countries.find((choice) => choice.code === value.countryCode)?.name ?? value.countryCode}
    />
  );

  return (
    <Shell query={data} alternates={alternates}>
      <PageMeta title={t('checkout.title')} description={t('checkout.description')} alternates={alternates} noindex />
      <h1>{t('checkout.title')}</h1>
      <CheckoutSteps current={step} />
      <div className="checkout-layout">
        <div className="checkout-main">
          <h2 id="checkout-step-title" tabIndex={-1}>
            {t(`checkout.steps.${step}`)}
          </h2>
          {refusal && (
            <p className="notice warning" role="alert">
              {refusal}
            </p>
          )}
          {step === 'address' && (
            <AddressForm form={addressForm} countries={countries} onSubmit={() => goTo('payment')} />
          )}
          {step === 'payment' && (
            <>
              <p className="fine-print">{t('checkout.shippingCostsHint')}</p>
              <PaymentForm
                form={paymentForm}
                onSubmit={() => goTo('review')}
                methods={methods}
                storedCards={(paymentOptions?.cards ?? []).map((stored) => ({
                  id: stored.id,
                  brand: stored.brand,
                  last4: stored.last4,
                  expiryMonth: stored.expiryMonth,
                  expiryYear: stored.expiryYear,
                }))}
              />
              <button type="button" className="link-button" onClick={() => goTo('address')}>
                {t('checkout.back')}
              </button>
            </>
          )}
          {step === 'review' && (
            <section className="checkout-review">
              <div className="review-grid">
                <div>
                  <h3>{t('checkout.shippingAddress')}</h3>
                  {address(addressValues.shipping)}
                </div>
                <div>
                  <h3>{t('checkout.billingAddress')}</h3>
                  {address(billingAddress)}
                </div>
                <div>
                  <h3>{t('checkout.paymentMethod')}</h3>
                  <p>{t(`checkout.methods.${paymentValues.method}`)}</p>
                </div>
              </div>
              <p className="fine-print">{t('checkout.terms')}</p>
              <button type="button" className="order-button" onClick={order} aria-disabled={starting}>
                {starting ? t('checkout.ordering') : t('checkout.order')}
              </button>
              <button type="button" className="link-button" onClick={() => goTo('payment')}>
                {t('checkout.back')}
              </button>
            </section>
          )}
          {step === 'waiting' &&
            (card ? (
              <CardPayment
                scriptUrl={card.scriptUrl}
                onFinished={() => void navigate(paths.checkoutConfirmation(language, card.checkoutId))}
                // Cancelled in the frame: the finished page records it and leads back to the cart.
                onCancelled={() => void navigate(paths.checkoutConfirmation(language, card.checkoutId))}
              />
            ) : (
              <p role="status" className="notice">
                {t('checkout.redirecting')}
              </p>
            ))}
        </div>
        <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t('checkout.summary')}</h2>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.quantity} × {item.name}
                  {item.options.length > 0 && (
                    <span className="fine-print"> ({item.options.map((option) => option.value).join(', ')})</span>
                  )}
                </span>
                <span>
                  {formatMoney(
                    { amount: item.totalPrice.amount, currencyCode: item.totalPrice.currencyCode },
                    language,
                  )}
                </span>
              </li>
            ))}
          </ul>
          {cart.CartTotals_cart && <CartTotals cart={cart.CartTotals_cart} />}
          {cart.validationErrors.length > 0 && (
            <ul className="notice warning">
              {[...new Set(cart.validationErrors.map((error) => error.message))].map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          <Link to={paths.cart(language)}>{t('checkout.editCart')}</Link>
        </aside>
      </div>
    </Shell>
  );
}
