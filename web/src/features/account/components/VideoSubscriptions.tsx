import { graphql, useFragment } from 'react-relay/hooks';
import type { VideoSubscriptions_viewer$key } from '../../../__generated__/VideoSubscriptions_viewer.graphql';
import { localeOf, useLanguage, useT } from '../../../app/language.ts';

/** The person's paid video subscriptions: product, state, paid until and whether videos play today. */
export function VideoSubscriptions({ viewer }: { viewer: VideoSubscriptions_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment VideoSubscriptions_viewer on Viewer {
        paywallSubscriptions @include(if: $signedIn) {
          items {
            productName
            state
            validUntil
            hasAccess
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
        {subscriptions.map((subscription, index) => (
          <li key={`${subscription.productName}-${index}`} className="account-item">
            <p className="account-item-title">
              {subscription.productName}
              <span className={subscription.state === 'ACTIVE' ? 'badge' : 'badge muted'}>
                {t(`account.video.states.${subscription.state}`)}
              </span>
            </p>
            <dl className="account-facts">
              <div>
                <dt>{t('account.video.validUntil')}</dt>
                <dd>{date(subscription.validUntil)}</dd>
              </div>
              <div>
                <dt>{t('account.video.access')}</dt>
                <dd>{t(subscription.hasAccess ? 'account.yes' : 'account.no')}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="account-section" aria-labelledby="video-title">
      <h2 id="video-title">{t('account.video.title')}</h2>
      {content}
    </section>
  );
}
