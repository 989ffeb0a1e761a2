import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { InvitationPageAcceptMutation } from '../../__generated__/InvitationPageAcceptMutation.graphql';
import type { InvitationPageDeclineMutation } from '../../__generated__/InvitationPageDeclineMutation.graphql';
import type { InvitationPageQuery } from '../../__generated__/InvitationPageQuery.graphql';
import { CLUB_TIME_ZONE, localeOf, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { showToast } from '../../app/toast.ts';
import { useSession } from '../../auth/SessionContext.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import './organizations.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const invitationPageQuery = graphql`
  query InvitationPageQuery($organizationId: Int!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    viewer {
      person @include(if: $signedIn) {
        displayName
        email
      }
      organizationInvitation(organizationId: $organizationId) @include(if: $signedIn) {
        organizationId
        organizationName
        state
        invitedBy
        expiresAt
      }
    }
  }
`;

type Answer = 'accepted' | 'declined' | null;

/**
 * The page behind an invitation's mailed link: who invites whom into which club, with accept and decline;
 * the expired and the wrong-account states; and a sign-in first for a visitor who is not signed in.
 */
export function InvitationPage() {
  const data = usePageQuery<InvitationPageQuery>(invitationPageQuery);
  const { organizationId = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const [answer, setAnswer] = useState<Answer>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [accept, accepting] = useMutation<InvitationPageAcceptMutation>(graphql`
    mutation InvitationPageAcceptMutation($input: OrganizationInvitationInput!) {
      organizationInvitationAccept(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [decline, declining] = useMutation<InvitationPageDeclineMutation>(graphql`
    mutation InvitationPageDeclineMutation($input: OrganizationInvitationInput!) {
      organizationInvitationDecline(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const alternates = pathsIn((other) => paths.invitation(other, organizationId));
  const person = data.viewer.person;
  const invitation = data.viewer.organizationInvitation;
  const busy = accepting || declining;

  const respond = (kind: 'accept' | 'decline') => {
    if (!invitation || busy) return;
    setFailure(null);
    const input = { organizationId: invitation.organizationId };
    const onError = () => setFailure(t('fanClub.unavailable'));
    if (kind === 'accept') {
      accept({
        variables: { input },
        onCompleted: ({ organizationInvitationAccept: result }) => {
          if (result.__typename === 'OrganizationInvitationAnswerSuccess') {
            setAnswer('accepted');
            showToast({ message: t('fanClub.invitation.acceptedToast', { name: invitation.organizationName }) });
          } else
            setFailure(
              result.__typename === '%other' ? t('fanClub.unavailable') : (result.message ?? t('fanClub.unavailable')),
            );
        },
        onError,
      });
    } else {
      decline({
        variables: { input },
        onCompleted: ({ organizationInvitationDecline: result }) => {
          if (result.__typename === 'OrganizationInvitationAnswerSuccess') setAnswer('declined');
          else
            setFailure(
              result.__typename === '%other' ? t('fanClub.unavailable') : (result.message ?? t('fanClub.unavailable')),
            );
        },
        onError,
      });
    }
  };

  let content;
  if (!person) {
    content = (
      <>
        <h1>{t('fanClub.invitation.title')}</h1>
        <p>{t('fanClub.invitation.signInFirst')}</p>
        <button type="button" onClick={() => void session.signIn(language)}>
          {t('auth.signIn')}
        </button>
      </>
    );
  } else if (!invitation) {
    // No invitation for this account: the link was sent to another one (or answered already).
    content = (
      <>
        <h1>{t('fanClub.invitation.wrongAccountTitle')}</h1>
        <p>{t('fanClub.invitation.wrongAccount', { email: person.email ?? person.displayName })}</p>
        <button type="button" onClick={() => void session.signOut(language)}>
          {t('fanClub.invitation.switchAccount')}
        </button>
      </>
    );
  } else if (answer === 'declined') {
    content = (
      <>
        <h1>{t('fanClub.invitation.declinedTitle')}</h1>
        <p>{t('fanClub.invitation.declined', { name: invitation.organizationName })}</p>
      </>
    );
  } else if (answer === 'accepted' || invitation.state === 'ACCEPTED') {
    content = (
      <>
        <h1>{t('fanClub.invitation.acceptedTitle')}</h1>
        <p>{t('fanClub.invitation.accepted', { name: invitation.organizationName })}</p>
        <Link to={paths.home(language)} className="button">
          {t('error.backToShop')}
        </Link>
      </>
    );
  } else {
    const expired = invitation.state === 'EXPIRED';
    const until =
      invitation.expiresAt &&
      new Intl.DateTimeFormat(localeOf(language), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: CLUB_TIME_ZONE,
      }).format(new Date(invitation.expiresAt));
    content = (
      <>
        <h1>{expired ? t('fanClub.invitation.expiredTitle') : t('fanClub.invitation.title')}</h1>
        <p className="lead">
          {invitation.invitedBy
            ? t('fanClub.invitation.invitedBy', { name: invitation.organizationName, by: invitation.invitedBy })
            : t('fanClub.invitation.invited', { name: invitation.organizationName })}
        </p>
        <p>{expired ? t('fanClub.invitation.expired') : until && t('fanClub.invitation.until', { until })}</p>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="actions">
          {!expired && (
            <button type="button" aria-disabled={busy} onClick={() => respond('accept')}>
              {t('fanClub.invitation.accept')}
            </button>
          )}
          <button type="button" className="secondary" aria-disabled={busy} onClick={() => respond('decline')}>
            {t('fanClub.invitation.decline')}
          </button>
        </div>
      </>
    );
  }
  return (
    <Shell query={data} alternates={alternates} navigation={null}>
      <PageMeta
        title={t('fanClub.invitation.title')}
        description={t('fanClub.invitation.title')}
        alternates={alternates}
        noindex
      />
      <div className="message-page invitation">{content}</div>
    </Shell>
  );
}
