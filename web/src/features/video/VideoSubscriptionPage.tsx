import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { VideoSubscriptionPageMutation } from '../../__generated__/VideoSubscriptionPageMutation.graphql';
import type { VideoSubscriptionPageQuery } from '../../__generated__/VideoSubscriptionPageQuery.graphql';
import { localeOf, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { showToast } from '../../app/toast.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';
import { useSession } from '../../auth/SessionContext.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { formatMoney } from '../../components/money.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import {
  VideoSubscriptionForm,
  videoSubscriptionSchema,
  type MethodChoice,
  type PlanChoice,
  type VideoSubscriptionValues,
} from './forms/VideoSubscriptionForm.tsx';
import './video.css';

export const videoSubscriptionPageQuery = graphql`
  query VideoSubscriptionPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    videoSubscriptionPlans {
      code
      name
      period
      price {
        amount
        currencyCode
      }
    }
    viewer {
      paymentMethods @include(if: $signedIn) {
        id
        kind
        cardBrand
        last4
        payPalEmail
      }
      paywallSubscriptions @include(if: $signedIn) {
        items {
          id
          state
          hasAccess
          validUntil
          productName
          plan {
            name
          }
        }
        error {
          message
        }
      }
    }
  }
`;

type Data = VideoSubscriptionPageQuery['response'];
type Method = NonNullable<Data['viewer']['paymentMethods']>[number];

/**
 * Südstadt TV's subscription page (/tv/abo, where the player's subscribe link leads): Club TV's plans for
 * everyone; a signed-in fan chooses one and a stored payment method and pays at once, and whole videos play
 * from then on. A fan whose subscription still plays is shown it instead (one at a time).
 */
export function VideoSubscriptionPage() {
  const data = usePageQuery<VideoSubscriptionPageQuery>(videoSubscriptionPageQuery);
  const t = useT();
  const alternates = pathsIn(paths.videoSubscription);
  return (
    <Shell query={data} alternates={alternates}>
      <PageMeta
        title={t('videoSubscription.title')}
        description={t('videoSubscription.description')}
        alternates={alternates}
      />
      <article className="subscription-page">
        <h1>{t('videoSubscription.title')}</h1>
        <p className="lead">{t('videoSubscription.lead')}</p>
        <SubscriptionContent data={data} />
      </article>
    </Shell>
  );
}

function SubscriptionContent({ data }: { data: Data }) {
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const revalidator = useRevalidator();
  const [welcome, setWelcome] = useState(false);
  const retry = () => void revalidator.revalidate();
  const plans = data.videoSubscriptionPlans;
  const paywall = data.viewer.paywallSubscriptions;
  const methods = data.viewer.paymentMethods;
  const date = (value: string) =>
    new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );

  if (!plans) {
    return (
      <ErrorState message={t('videoSubscription.plansUnavailable')} retryLabel={t('error.retry')} onRetry={retry} />
    );
  }
  const planChoices: PlanChoice[] = plans.map(({ code, name, period, price: { amount, currencyCode } }) => ({
    code,
    label: `${name} – ${t(period === 'YEAR' ? 'videoSubscription.perYear' : 'videoSubscription.perMonth', {
      price: formatMoney({ amount, currencyCode }, language),
    })}`,
  }));
  // Not asked for: nobody is signed in. The plans, and the way to sign in.
  if (paywall === undefined) {
    return (
      <>
        <PlanList plans={planChoices} />
        <div className="message-page">
          <p>{t('videoSubscription.signIn')}</p>
          <button type="button" onClick={() => void session.signIn(language)}>
            {t('auth.signIn')}
          </button>
        </div>
      </>
    );
  }
  if (paywall.error) {
    return (
      <ErrorState
        message={t('videoSubscription.subscriptionsUnavailable')}
        retryLabel={t('error.retry')}
        onRetry={retry}
      />
    );
  }
  const playing = paywall.items.find((item) => item.hasAccess);
  if (playing) {
    const plan = playing.plan?.name ?? playing.productName;
    return (
      <div className="subscription-active" role="status">
        {welcome && <p className="notice">{t('videoSubscription.welcome')}</p>}
        <p>
          {playing.state === 'ACTIVE'
            ? t('videoSubscription.active', { plan })
            : t('videoSubscription.activeUntil', { plan, date: date(playing.validUntil) })}
        </p>
        <div className="subscription-actions">
          <Link className="button" to={paths.site(language, 'tv')}>
            {t('videoSubscription.toVideos')}
          </Link>
          <Link className="button secondary" to={paths.account(language)}>
            {t('videoSubscription.toAccount')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <Subscribe
      plans={planChoices}
      methods={(methods ?? []).map((method) => ({ id: method.id, label: methodLabel(method, t) }))}
      onSubscribed={() => {
        setWelcome(true);
        showToast({ message: t('videoSubscription.welcome') });
        retry();
      }}
    />
  );
}

/** The plans as a visitor reads them, before signing in. */
function PlanList({ plans }: { plans: readonly PlanChoice[] }) {
  const t = useT();
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title">{t('videoSubscription.plans')}</h2>
      <ul className="subscription-plans">
        {plans.map((plan) => (
          <li key={plan.code}>{plan.label}</li>
        ))}
      </ul>
    </section>
  );
}

function methodLabel(method: Method, t: ReturnType<typeof useT>): string {
  if (method.kind === 'SEPA') return t('videoSubscription.sepa', { last4: method.last4 ?? '' });
  if (method.kind === 'PAY_PAL') return t('videoSubscription.payPal', { email: method.payPalEmail ?? '' });
  return t('videoSubscription.card', { brand: method.cardBrand ?? '', last4: method.last4 ?? '' });
}

/** Subscribing: the form, the mutation, and the graph's typed refusals on the field they concern. */
function Subscribe({
  plans,
  methods,
  onSubscribed,
}: {
  plans: readonly PlanChoice[];
  methods: readonly MethodChoice[];
  onSubscribed: () => void;
}) {
  const t = useT();
  const form = useForm<VideoSubscriptionValues>({
    resolver: zodResolver(videoSubscriptionSchema),
    defaultValues: { planCode: plans[0]?.code ?? '', paymentMethodId: methods.length === 1 ? methods[0]!.id : '' },
  });
  const [subscribe, paying] = useMutation<VideoSubscriptionPageMutation>(graphql`
    mutation VideoSubscriptionPageMutation($input: VideoSubscriptionCreateInput!) {
      videoSubscriptionCreate(input: $input) {
        __typename
        ... on VideoSubscriptionCreateSuccess {
          subscription {
            id
            state
          }
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
  const onSubmit = (values: VideoSubscriptionValues) => {
    if (paying) return;
    subscribe({
      variables: { input: values },
      onCompleted: ({ videoSubscriptionCreate: result }) => {
        if (result.__typename === 'VideoSubscriptionCreateSuccess') {
          onSubscribed();
          return;
        }
        const message = result.message ?? t('error.serverErrorText');
        switch (result.__typename) {
          case 'PaywallPlanUnknownError':
            form.setError('planCode', { message }, { shouldFocus: true });
            break;
          case 'PaymentTokenUnknownError':
          case 'PaywallPaymentDeclinedError':
            form.setError('paymentMethodId', { message }, { shouldFocus: true });
            break;
          case 'InvalidInputError':
            form.setError(result.field === 'planCode' ? 'planCode' : 'paymentMethodId', { message });
            break;
          default:
            form.setError('root', { message });
        }
      },
      onError: () => form.setError('root', { message: t('error.serverErrorText') }),
    });
  };
  return <VideoSubscriptionForm form={form} onSubmit={onSubmit} plans={plans} methods={methods} paying={paying} />;
}
