import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TicketsLayout_query$key } from '../../../__generated__/TicketsLayout_query.graphql';
import type { Language, TicketPage } from '../../../app/pages.ts';
import { AccountLayout } from '../../../components/account/AccountLayout.tsx';
import '../wallet.css';
import { TicketTabs } from './TicketTabs.tsx';

/**
 * The frame of every ticket page: the account's frame (sign in first, the account's sub-navigation on
 * "Tickets", the page's title) with the ticket tabs above a tab's content. A ticket's own page has no
 * tabs, so its QR code comes as high up the screen as it can.
 */
export function TicketsLayout({
  query,
  tab,
  title,
  alternates,
  signInText,
  children,
}: {
  query: TicketsLayout_query$key;
  /** The tab the page belongs to; null for a ticket's or a transfer's own page. */
  tab: TicketPage | null;
  title: string;
  alternates: Record<Language, string>;
  /** What a signed-out visitor reads above the sign-in button. */
  signInText?: string;
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment TicketsLayout_query on Query {
        ...AccountLayout_query
      }
    `,
    query,
  );
  return (
    <AccountLayout query={data} section="tickets" title={title} alternates={alternates} signInText={signInText}>
      {() => (
        <div className="tickets-page">
          {tab && <TicketTabs current={tab} />}
          {children}
        </div>
      )}
    </AccountLayout>
  );
}
