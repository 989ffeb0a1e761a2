import { graphql, useFragment } from 'react-relay/hooks';
import type { ChannelCard_channel$key } from '../../../__generated__/ChannelCard_channel.graphql';
import { CLUB_TIME_ZONE, localeOf, useLanguage, useT } from '../../../app/language.ts';
import { ConfirmAction } from '../../../components/account/ConfirmAction.tsx';
import { useChannelRevoke } from '../mutations/useChannelRevoke.ts';

/**
 * One of the developer's channels: its name (the client id), budget, right to mutate, state and deployments,
 * with revoking asked once more in place.
 */
export function ChannelCard({ channel: key }: { channel: ChannelCard_channel$key }) {
  const channel = useFragment(
    graphql`
      fragment ChannelCard_channel on DeveloperChannel {
        name
        displayName
        budget {
          capacity
          restoreRate
        }
        mayMutate
        revokedAt
        createdAt
        deployments {
          version
          publishedAt
          retiredAt
          documentCount
        }
      }
    `,
    key,
  );
  const t = useT();
  const language = useLanguage();
  const [revoke, revoking, refusal] = useChannelRevoke();
  const date = (value: string) =>
    new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: CLUB_TIME_ZONE,
    }).format(new Date(value));
  const number = new Intl.NumberFormat(localeOf(language));
  const titleId = `channel-${channel.name}`;
  return (
    <li className={`channel-card${channel.revokedAt ? ' revoked' : ''}`} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {channel.displayName} <code>{channel.name}</code>
      </h3>
      <p className={channel.revokedAt ? 'channel-state revoked' : 'channel-state'}>
        {channel.revokedAt
          ? t('developers.channel.revokedAt', { date: date(channel.revokedAt) })
          : t('developers.channel.active')}
      </p>
      <dl className="channel-facts">
        <dt>{t('developers.channel.budget')}</dt>
        <dd>
          {t('developers.channel.budgetValue', {
            capacity: number.format(channel.budget.capacity),
            restoreRate: number.format(channel.budget.restoreRate),
          })}
        </dd>
        <dt>{t('developers.channel.mutations')}</dt>
        <dd>{t(channel.mayMutate ? 'developers.channel.mayMutate' : 'developers.channel.readOnly')}</dd>
        <dt>{t('developers.channel.created')}</dt>
        <dd>{date(channel.createdAt)}</dd>
      </dl>
      <h4>{t('developers.channel.deployments')}</h4>
      {channel.deployments.length === 0 ? (
        <p className="fine-print">{t('developers.channel.noDeployments')}</p>
      ) : (
        <ul className="channel-deployments">
          {channel.deployments.map((deployment) => (
            <li key={deployment.version}>
              <code>{deployment.version}</code>{' '}
              {t('developers.channel.deployment', {
                documents: deployment.documentCount,
                date: date(deployment.publishedAt),
              })}
              {deployment.retiredAt && ` · ${t('developers.channel.retiredAt', { date: date(deployment.retiredAt) })}`}
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p className="notice warning" role="alert">
          {refusal}
        </p>
      )}
      {!channel.revokedAt && (
        <div className="account-item-actions">
          <ConfirmAction
            label={t('developers.channel.revoke')}
            question={t('developers.channel.revokeQuestion', { name: channel.name })}
            confirmLabel={t('developers.channel.revokeConfirm')}
            busy={revoking}
            onConfirm={() => revoke(channel.name)}
            subject={channel.name}
          />
        </div>
      )}
    </li>
  );
}
