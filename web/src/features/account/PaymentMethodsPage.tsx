import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { PaymentMethodsPageAddMutation } from '../../__generated__/PaymentMethodsPageAddMutation.graphql';
import type { PaymentMethodsPageQuery } from '../../__generated__/PaymentMethodsPageQuery.graphql';
import type { PaymentMethodsPageSetupQuery } from '../../__generated__/PaymentMethodsPageSetupQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { showToast } from '../../app/toast.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { PaymentMethodRow } from './components/PaymentMethodRow.tsx';
import {
  PaymentMethodAddForm,
  paymentMethodAddSchema,
  type PaymentMethodAddValues,
} from './forms/PaymentMethodAddForm.tsx';
import {
  forgetSetup,
  pendingSetup,
  rememberSetup,
  SETUP_POLL_INTERVAL_MS,
  SETUP_POLL_TIMEOUT_MS,
} from './paymentMethodSetup.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const paymentMethodsPageQuery = graphql`
  query PaymentMethodsPageQuery($language: Language!, $signedIn: Boolean!) {
    ...AccountLayout_query
    viewer {
      paymentMethods @include(if: $signedIn) {
        id
        ...PaymentMethodRow_method
      }
      addresses @include(if: $signedIn) {
        id
        company
        firstName
        lastName
        street
        additionalAddress
        postalCode
        city
        countryCode
        phone
        isDefaultBilling
      }
    }
  }
`;

/** How a payment method being added stands; asked again and again after the provider sent the browser back. */
const setupQuery = graphql`
  query PaymentMethodsPageSetupQuery($paymentId: String!) {
    viewer {
      paymentMethodSetup(paymentId: $paymentId)
    }
  }
`;

/**
 * Stored payment methods (the person's, or the organisation's while acting for it): the list with
 * deleting, and adding a card, PayPal or a SEPA mandate at the payment provider, which sends the
 * browser back here; then the page asks how it went until the method is stored or refused.
 */
export function PaymentMethodsPage() {
  const data = usePageQuery<PaymentMethodsPageQuery>(paymentMethodsPageQuery);
  const t = useT();
  const revalidator = useRevalidator();
  const methods = data.viewer.paymentMethods;
  return (
    <AccountLayout
      query={data}
      section="paymentMethods"
      title={t('account.paymentMethods.title')}
      alternates={pathsIn(paths.paymentMethods)}
    >
      {() => (
        <>
          <SetupCheck />
          <section className="account-section" aria-labelledby="methods-title">
            <h2 id="methods-title">{t('account.paymentMethods.listTitle')}</h2>
            {!methods ? (
              <ErrorState
                message={t('account.paymentMethods.unavailable')}
                retryLabel={t('error.retry')}
                onRetry={() => void revalidator.revalidate()}
              />
            ) : methods.length === 0 ? (
              <p className="empty">{t('account.paymentMethods.empty')}</p>
            ) : (
              <ul className="account-list" aria-labelledby="methods-title">
                {methods.map((method) => (
                  <PaymentMethodRow key={method.id} method={method} />
                ))}
              </ul>
            )}
          </section>
          <section className="account-section">
            <AddPaymentMethod addresses={data.viewer.addresses ?? []} />
          </section>
        </>
      )}
    </AccountLayout>
  );
}

type Address = NonNullable<PaymentMethodsPageQuery['response']['viewer']['addresses']>[number];

/** Starts adding a payment method and sends the browser to the payment provider. */
function AddPaymentMethod({ addresses }: { addresses: readonly Address[] }) {
  const t = useT();
  const language = useLanguage();
  const defaultBilling = addresses.find((address) => address.isDefaultBilling) ?? addresses[0];
  const form = useForm<PaymentMethodAddValues>({
    resolver: zodResolver(paymentMethodAddSchema),
    defaultValues: { kind: 'CREDIT_CARD', billingAddressId: defaultBilling?.id ?? '' },
  });
  const [leaving, setLeaving] = useState(false);
  const [add, adding] = useMutation<PaymentMethodsPageAddMutation>(graphql`
    mutation PaymentMethodsPageAddMutation($input: PaymentMethodAddInput!) {
      paymentMethodAdd(input: $input) {
        __typename
        ... on PaymentMethodRedirect {
          paymentId
          url
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const onSubmit = (values: PaymentMethodAddValues) => {
    if (adding || leaving) return;
    const address = addresses.find((candidate) => candidate.id === values.billingAddressId);
    if (values.kind !== 'PAY_PAL' && !address) return;
    add({
      variables: {
        input: {
          kind: values.kind,
          returnPath: paths.paymentMethods(language),
          billingAddress:
            values.kind === 'PAY_PAL' || !address
              ? null
              : {
                  company: address.company,
                  firstName: address.firstName,
                  lastName: address.lastName,
                  street: address.street,
                  additionalAddress: address.additionalAddress,
                  postalCode: address.postalCode,
                  city: address.city,
                  countryCode: address.countryCode,
                  phone: address.phone,
                },
        },
      },
      onCompleted: ({ paymentMethodAdd: result }) => {
        if (result.__typename === 'PaymentMethodRedirect') {
          rememberSetup(values.kind, result.paymentId!);
          setLeaving(true);
          window.location.assign(result.url!);
          return;
        }
        const message = result.message ?? t('error.serverErrorText');
        // A foreign billing address without a phone number: the choice of the address is what to change.
        if (result.__typename === 'AddressPhoneRequiredError')
          form.setError('billingAddressId', { message }, { shouldFocus: true });
        else form.setError('root', { message });
      },
      onError: () => form.setError('root', { message: t('error.serverErrorText') }),
    });
  };

  return (
    <PaymentMethodAddForm
      form={form}
      onSubmit={onSubmit}
      saving={adding || leaving}
      addresses={addresses.map((address) => ({
        id: address.id,
        label: [
          [address.firstName, address.lastName].join(' '),
          address.street,
          `${address.postalCode} ${address.city}`,
          address.countryCode,
        ].join(', '),
      }))}
    />
  );
}

type SetupState = 'checking' | 'succeeded' | 'failed' | 'timeout' | null;

/**
 * Back from the payment provider: while the cookies name a setup of this browser, asks every second (for
 * at most half a minute) whether the method is stored. Stored: a confirmation and the list anew; refused
 * or cancelled: a message. Either way the cookies go.
 */
function SetupCheck() {
  const t = useT();
  const environment = useRelayEnvironment();
  const revalidator = useRevalidator();
  const [state, setState] = useState<SetupState>(() => (pendingSetup() ? 'checking' : null));
  const started = useRef(false);
  const succeeded = useEffectEvent(() => {
    showToast({ message: t('account.paymentMethods.setupSucceeded') });
    void revalidator.revalidate();
  });
  useEffect(() => {
    const setup = pendingSetup();
    if (!setup || started.current) return;
    started.current = true;
    const deadline = Date.now() + SETUP_POLL_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = async () => {
      let status: PaymentMethodsPageSetupQuery['response']['viewer']['paymentMethodSetup'] | 'ERROR';
      try {
        const answer = await fetchQuery<PaymentMethodsPageSetupQuery>(
          environment,
          setupQuery,
          { paymentId: setup.paymentId },
          { fetchPolicy: 'network-only' },
        ).toPromise();
        status = answer?.viewer.paymentMethodSetup ?? null;
      } catch {
        status = 'ERROR';
      }
      if (stopped) return;
      if (status === 'SUCCEEDED') {
        forgetSetup();
        setState('succeeded');
        succeeded();
      } else if (status === 'FAILED' || status === null) {
        // Refused, cancelled, or an id the provider does not know (any more).
        forgetSetup();
        setState('failed');
      } else if (Date.now() >= deadline) {
        // Still waiting for the provider: the cookies stay, so a later visit asks again.
        setState('timeout');
      } else {
        timer = setTimeout(() => void ask(), SETUP_POLL_INTERVAL_MS);
      }
    };
    void ask();
    return () => {
      stopped = true;
      started.current = false;
      clearTimeout(timer);
    };
  }, [environment]);

  switch (state) {
    case 'checking':
      return (
        <p className="notice" role="status">
          {t('account.paymentMethods.setupChecking')}
        </p>
      );
    case 'failed':
      return (
        <p className="notice warning" role="alert">
          {t('account.paymentMethods.setupFailed')}
        </p>
      );
    case 'timeout':
      return (
        <p className="notice" role="status">
          {t('account.paymentMethods.setupPending')}
        </p>
      );
    default:
      return null;
  }
}
