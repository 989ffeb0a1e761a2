import { useId, useState } from 'react';
import { ConnectionHandler, graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { MemberRow_member$key } from '../../../__generated__/MemberRow_member.graphql';
import type { MemberRowDemoteMutation } from '../../../__generated__/MemberRowDemoteMutation.graphql';
import type { MemberRowPromoteMutation } from '../../../__generated__/MemberRowPromoteMutation.graphql';
import type { MemberRowRemoveMutation } from '../../../__generated__/MemberRowRemoveMutation.graphql';
import { CLUB_TIME_ZONE, localeOf, useLanguage, useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';

/**
 * One member or invited person with what an admin may do: make a confirmed member an admin, take admin
 * rights back, remove them or withdraw the invitation (after a confirmation). The rules (two admins at most,
 * another admin only through the service) are the services'; their refusals show under the row in the
 * page's language.
 */
export function MemberRow({ member, organizationId }: { member: MemberRow_member$key; organizationId: string }) {
  const data = useFragment(
    graphql`
      fragment MemberRow_member on OrganizationMember {
        id
        firstName
        lastName
        email
        membershipNumber
        isAdmin
        pendingConfirmation
        entryDate
        invitationExpiresAt
        awaitingAccount
      }
    `,
    member,
  );
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [promote, promoting] = useMutation<MemberRowPromoteMutation>(graphql`
    mutation MemberRowPromoteMutation($input: OrganizationMemberChangeInput!) {
      organizationMemberPromote(input: $input) {
        __typename
        ... on OrganizationMemberRoleSuccess {
          member {
            ...MemberRow_member
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [demote, demoting] = useMutation<MemberRowDemoteMutation>(graphql`
    mutation MemberRowDemoteMutation($input: OrganizationMemberChangeInput!) {
      organizationMemberDemote(input: $input) {
        __typename
        ... on OrganizationMemberRoleSuccess {
          member {
            ...MemberRow_member
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [remove, removing] = useMutation<MemberRowRemoveMutation>(graphql`
    mutation MemberRowRemoveMutation($input: OrganizationMemberChangeInput!, $connections: [ID!]!) {
      organizationMemberRemove(input: $input) {
        __typename
        ... on OrganizationMemberRemoveSuccess {
          removedMemberId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const busy = promoting || demoting || removing;
  const name = `${data.firstName} ${data.lastName}`.trim() || data.email;
  const input = { organizationId, memberId: data.id };
  const refused = (result: { readonly __typename: string; readonly message?: string }) =>
    setFailure(result.message ?? t('fanClub.unavailable'));
  const unavailable = () => setFailure(t('fanClub.unavailable'));
  const format = (value: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeOf(language), options).format(new Date(value));

  const changeRole = (toAdmin: boolean) => {
    if (busy) return;
    setFailure(null);
    const onDone = (result: { readonly __typename: string; readonly message?: string }) => {
      if (result.__typename === 'OrganizationMemberRoleSuccess')
        showToast({ message: t(toAdmin ? 'fanClub.promoted' : 'fanClub.demoted', { name }) });
      else refused(result);
    };
    if (toAdmin)
      promote({
        variables: { input },
        onCompleted: ({ organizationMemberPromote: result }) => onDone(result),
        onError: unavailable,
      });
    else
      demote({
        variables: { input },
        onCompleted: ({ organizationMemberDemote: result }) => onDone(result),
        onError: unavailable,
      });
  };

  const confirmRemoval = () => {
    if (busy) return;
    setFailure(null);
    remove({
      variables: { input, connections: [ConnectionHandler.getConnectionID(organizationId, 'MemberList_members')] },
      onCompleted: ({ organizationMemberRemove: result }) => {
        if (result.__typename === 'OrganizationMemberRemoveSuccess')
          showToast({ message: t(data.pendingConfirmation ? 'fanClub.withdrawn' : 'fanClub.removed', { name }) });
        else {
          setConfirming(false);
          refused(result);
        }
      },
      onError: unavailable,
    });
  };

  return (
    <li className="member" aria-labelledby={`${id}-name`}>
      <div className="member-facts">
        <p id={`${id}-name`} className="member-name">
          {name}
          {data.isAdmin && <span className="badge">{t('fanClub.admin')}</span>}
          {data.pendingConfirmation && <span className="badge muted">{t('fanClub.pending')}</span>}
        </p>
        <p className="fine-print">
          {data.email}
          {data.membershipNumber && ` · ${t('fanClub.membershipNumber', { number: data.membershipNumber })}`}
          {' · '}
          {data.pendingConfirmation && data.invitationExpiresAt
            ? t('fanClub.invitedUntil', {
                until: format(data.invitationExpiresAt, { dateStyle: 'medium', timeZone: CLUB_TIME_ZONE }),
              })
            : t('fanClub.memberSince', {
                date: format(`${data.entryDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
              })}
        </p>
        {data.awaitingAccount && <p className="fine-print">{t('fanClub.awaitingAccount')}</p>}
      </div>
      {confirming ? (
        <div className="member-actions" role="group" aria-label={t('fanClub.confirmRemovalLabel', { name })}>
          <p>{t(data.pendingConfirmation ? 'fanClub.confirmWithdraw' : 'fanClub.confirmRemove', { name })}</p>
          <button type="button" className="danger" aria-disabled={busy} onClick={confirmRemoval}>
            {t(data.pendingConfirmation ? 'fanClub.withdraw' : 'fanClub.remove')}
          </button>
          <button type="button" className="secondary" onClick={() => setConfirming(false)}>
            {t('fanClub.cancel')}
          </button>
        </div>
      ) : (
        <div className="member-actions">
          {!data.isAdmin && !data.pendingConfirmation && (
            <button type="button" className="secondary" aria-disabled={busy} onClick={() => changeRole(true)}>
              {t('fanClub.promote')}
              <span className="visually-hidden"> – {name}</span>
            </button>
          )}
          {data.isAdmin && (
            <button type="button" className="secondary" aria-disabled={busy} onClick={() => changeRole(false)}>
              {t('fanClub.demote')}
              <span className="visually-hidden"> – {name}</span>
            </button>
          )}
          <button type="button" className="secondary" onClick={() => setConfirming(true)}>
            {t(data.pendingConfirmation ? 'fanClub.withdraw' : 'fanClub.remove')}
            <span className="visually-hidden"> – {name}</span>
          </button>
        </div>
      )}
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
