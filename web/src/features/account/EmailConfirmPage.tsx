import { useEffect, useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { EmailConfirmPageMutation } from '../../__generated__/EmailConfirmPageMutation.graphql';
import type { EmailConfirmPageQuery } from '../../__generated__/EmailConfirmPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { AccountNavigation } from '../../components/account/AccountNavigation.tsx';
import '../../components/account/account.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const emailConfirmPageQuery = graphql`
  query EmailConfirmPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    viewer {
      person @include(if: $signedIn) {
        __typename
      }
      actingFor {
        __typename
      }
    }
  }
`;

type Outcome = { confirmed: true; email: string } | { confirmed: false; message: string };

/**
 * The page behind the link mailed to a new address (/konto/e-mail-bestaetigen?token=…): confirms it
 * once on arrival (no sign-in needed: the token is the proof) and says how that went, with the way to
 * the e-mail addresses.
 */
export function EmailConfirmPage() {
  const data = usePageQuery<EmailConfirmPageQuery>(emailConfirmPageQuery);
  const t = useT();
  const language = useLanguage();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [answer, setAnswer] = useState<Outcome | null>(null);
  const [confirm] = useMutation<EmailConfirmPageMutation>(graphql`
    mutation EmailConfirmPageMutation($token: String!) {
      emailConfirm(token: $token) {
        __typename
        ... on EmailConfirmed {
          email
        }
        ... on Error {
          message
        }
      }
    }
  `);
  // Once per token, also when React runs effects twice (StrictMode) or the page renders again.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirm({
      variables: { token },
      onCompleted: ({ emailConfirm: result }) =>
        setAnswer(
          result.__typename === 'EmailConfirmed'
            ? { confirmed: true, email: result.email ?? '' }
            : {
                confirmed: false,
                message: result.message ?? t('error.serverErrorText'),
              },
        ),
      onError: () => setAnswer({ confirmed: false, message: t('error.serverErrorText') }),
    });
  }, [token, confirm, t]);

  // The token is used up on arrival and kept out of links: the other languages lead to the addresses.
  const alternates = pathsIn(paths.emails);
  const signedIn = Boolean(data.viewer.person);
  // A link without its code: nothing to send.
  const outcome: Outcome | null = token ? answer : { confirmed: false, message: t('account.confirm.noToken') };
  let content;
  if (outcome === null) {
    content = (
      <>
        <h1>{t('account.confirm.title')}</h1>
        <p role="status">{t('account.confirm.running')}</p>
      </>
    );
  } else if (outcome.confirmed) {
    content = (
      <>
        <h1>{t('account.confirm.success')}</h1>
        <p role="status">{t('account.confirm.successText', { email: outcome.email })}</p>
      </>
    );
  } else {
    content = (
      <>
        <h1>{t('account.confirm.failure')}</h1>
        <p className="notice warning" role="alert">
          {outcome.message}
        </p>
      </>
    );
  }
  return (
    <Shell
      query={data}
      alternates={alternates}
      navigation={signedIn ? <AccountNavigation current="account" acting={Boolean(data.viewer.actingFor)} /> : null}
    >
      <PageMeta
        title={t('account.confirm.title')}
        description={t('account.description')}
        alternates={alternates}
        noindex
      />
      <div className="account-page message-page">
        {content}
        {outcome !== null && (
          <Link to={paths.emails(language)} className="button">
            {t('account.confirm.toEmails')}
          </Link>
        )}
      </div>
    </Shell>
  );
}
