import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ContractsLayout_query$key } from '../../../__generated__/ContractsLayout_query.graphql';
import type { Language } from '../../../app/pages.ts';
import { AccountLayout } from '../../../components/account/AccountLayout.tsx';
import '../contracts.css';

/**
 * The frame of every contract page: the account's frame (sign in first, the account's sub-navigation on
 * "Contracts", the page's title) around the page's content.
 */
export function ContractsLayout({
  query,
  title,
  alternates,
  signInText,
  children,
}: {
  query: ContractsLayout_query$key;
  title: string;
  alternates: Record<Language, string>;
  /** What a signed-out visitor reads above the sign-in button. */
  signInText?: string;
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment ContractsLayout_query on Query {
        ...AccountLayout_query
      }
    `,
    query,
  );
  return (
    <AccountLayout query={data} section="contracts" title={title} alternates={alternates} signInText={signInText}>
      {() => <div className="contracts-page">{children}</div>}
    </AccountLayout>
  );
}
