import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { VideoSubscriptionsCancelMutation } from '../../../__generated__/VideoSubscriptionsCancelMutation.graphql';
import type { VideoSubscriptions_viewer$key } from '../../../__generated__/VideoSubscriptions_viewer.graphql';
import { localeOf, paths, useLanguage, useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';

/**
 * The person's paid video subscriptions: plan, state, the next payment (or until when it plays) and whether
 * videos play today; an active one can be cancelled to the end of its period, a failed renewal says so.
 */
export function VideoSubscriptions({ viewer }: { viewer: VideoSubscriptions_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment VideoSubscriptions_viewer on Viewer {
        paywallSubscriptions @include(if: $signedIn) {
          items {
            id
            productName
            state
            validUntil
            hasAccess
            nextBillingOn
            cancellable
            plan {
              name
            }
          }
          error {
            message
          }
        }
      }
    `,
    viewer,
  );
  const t = useT();
  const language = useLanguage();
  const paywall = data.paywallSubscriptions;
  const date = (value: string) =>
    new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  let content;
  if (paywall === undefined) return null;
  const subscriptions = paywall.items;
  if (paywall.error) {
    // Only this part of the page: the rest stands.
    content = (
      <p className="notice warning" role="alert">
        {paywall.error.message}
      </p>
    );
  } else if (subscriptions.length === 0) {
    content = <p className="empty">{t('account.video.none')}</p>;
  } else {
    content = (
      <ul className="account-list">
        {subscriptions.map((subscription) => (
          <li key={subscription.id} className="account-item">
            <p className="account-item-title">
              {subscription.plan?.name ?? subscription.productName}
              <span className={subscription.state === 'ACTIVE' ? 'badge' : 'badge muted'}>
                {t(`account.video.states.${subscription.state}`)}
              </span>
            </p>
            {subscription.state === 'RENEWAL_FAILED' && (
              <p className="notice warning">
                {t('account.video.renewalFailed', { date: date(subscription.validUntil) })}
              </p>
            )}
            <dl className="account-facts">
              {subscription.nextBillingOn ? (
                <div>
                  <dt>{t('account.video.nextBilling')}</dt>
                  <dd>{date(subscription.nextBillingOn)}</dd>
                </div>
              ) : (
                <div>
                  <dt>{t(subscription.hasAccess ? 'account.video.endsOn' : 'account.video.paidUntil')}</dt>
                  <dd>{date(subscription.validUntil)}</dd>
                </div>
              )}
              <div>
                <dt>{t('account.video.access')}</dt>
                <dd>{t(subscription.hasAccess ? 'account.yes' : 'account.no')}</dd>
              </div>
            </dl>
            {subscription.cancellable && (
              <CancelSubscription id={subscription.id} until={date(subscription.validUntil)} />
            )}
          </li>
        ))}
      </ul>
    );
  }
  const playing = subscriptions.some((subscription) => subscription.hasAccess);
  return (
    <section className="account-section" aria-labelledby="video-title">
      <h2 id="video-title">{t('account.video.title')}</h2>
      {content}
      {!paywall.error && !playing && (
        <p>
          <Link className="button secondary" to={paths.videoSubscription(language)}>
            {t('account.video.subscribe')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** Cancelling to the end of the period, after the person confirms it; Relay updates the row from the answer. */
function CancelSubscription({ id, until }: { id: string; until: string }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancel, cancelling] = useMutation<VideoSubscriptionsCancelMutation>(graphql`
    mutation VideoSubscriptionsCancelMutation($input: VideoSubscriptionCancelInput!) {
      videoSubscriptionCancel(input: $input) {
        __typename
        ... on VideoSubscriptionCancelSuccess {
          subscription {
            id
            state
            validUntil
            hasAccess
            nextBillingOn
            cancellable
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const onCancel = () => {
    if (cancelling) return;
    setRefusal(null);
    cancel({
      variables: { input: { subscriptionId: id } },
      onCompleted: ({ videoSubscriptionCancel: result }) => {
        if (result.__typename === 'VideoSubscriptionCancelSuccess') {
          setConfirming(false);
          showToast({ message: t('account.video.cancelled', { date: until }) });
        } else {
          setRefusal(result.message ?? t('error.serverErrorText'));
        }
      },
      onError: () => setRefusal(t('error.serverErrorText')),
    });
  };
  return (
    <div className="account-item-actions">
      {refusal && (
        <p className="notice warning" role="alert">
          {refusal}
        </p>
      )}
      {confirming ? (
        <div className="account-confirm" role="group" aria-label={t('account.video.cancel')}>
          <p>{t('account.video.cancelConfirm', { date: until })}</p>
          <button type="button" onClick={onCancel} aria-disabled={cancelling}>
            {cancelling ? t('account.video.cancelling') : t('account.video.cancel')}
          </button>
          <button type="button" className="secondary" onClick={() => setConfirming(false)}>
            {t('account.deletion.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="secondary" onClick={() => setConfirming(true)}>
          {t('account.video.cancel')}
        </button>
      )}
    </div>
  );
}
