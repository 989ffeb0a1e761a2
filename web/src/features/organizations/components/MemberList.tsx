import { useDeferredValue, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { MemberList_organization$key } from '../../../__generated__/MemberList_organization.graphql';
import { useT } from '../../../app/language.ts';
import { MemberRow } from './MemberRow.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';

/** The organisation's members and open invitations, searchable, fifty at a time. */
export function MemberList({
  organization,
  organizationId,
}: {
  organization: MemberList_organization$key;
  organizationId: string;
}) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment MemberList_organization on Organization
      @refetchable(queryName: "MemberListPaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        members(search: $search, first: $count, after: $cursor) @connection(key: "MemberList_members", filters: []) {
          totalCount
          edges {
            node {
              id
              ...MemberRow_member
            }
          }
        }
      }
    `,
    organization,
  );
  const t = useT();
  const [search, setSearch] = useState('');
  const [, startTransition] = useTransition();
  const deferredSearch = useDeferredValue(search);
  const members = data.members;
  if (!members) {
    return (
      <p className="error-state" role="alert">
        {t('fanClub.notAdmin')}
      </p>
    );
  }
  return (
    <section aria-labelledby="members-title" className="members">
      <h2 id="members-title">{t('fanClub.membersTitle', { count: members.totalCount })}</h2>
      <form
        role="search"
        className="member-search"
        onSubmit={(event) => {
          event.preventDefault();
          startTransition(() => {
            refetch({ search: search.trim() || null }, { fetchPolicy: 'network-only' });
          });
        }}
      >
        <label htmlFor="member-search">{t('fanClub.search')}</label>
        <div className="inline-field">
          <input
            id="member-search"
            type="search"
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit">{t('fanClub.searchButton')}</button>
        </div>
      </form>
      {members.edges.length === 0 ? (
        <p className="empty">
          {deferredSearch ? t('fanClub.nothingFound', { search: deferredSearch }) : t('fanClub.noMembers')}
        </p>
      ) : (
        <ul className="member-list">
          {members.edges.map(({ node }) => (
            <MemberRow key={node.id} member={node} organizationId={organizationId} />
          ))}
        </ul>
      )}
      <LoadMore
        pagination={{ hasNext, isLoadingNext, loadNext }}
        pageSize={50}
        label={t('fanClub.loadMore')}
        loadingLabel={t('fanClub.loadMore')}
        failedLabel={t('error.loadMoreFailed')}
      />
    </section>
  );
}
