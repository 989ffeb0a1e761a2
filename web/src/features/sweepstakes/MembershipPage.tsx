import { graphql } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { MembershipPageQuery } from '../../__generated__/MembershipPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { RecentlyViewed } from '../../components/products/RecentlyViewed.tsx';
import './sweepstakes.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const membershipPageQuery = graphql`
  query MembershipPageQuery($language: Language!, $signedIn: Boolean!) {
    ...AccountLayout_query
    viewer {
      person @include(if: $signedIn) {
        partnerIdentityNumber
      }
      cart(countryCode: "DE") @include(if: $signedIn) {
        ... on Cart {
          pricing {
            isClubMember
            memberDiscountPercent
            organizationPriceGroups
          }
        }
      }
      memberships @include(if: $signedIn) {
        isAdmin
        confirmed
        organization {
          id
          name
        }
      }
      ...RecentlyViewed_viewer
    }
    partners @include(if: $signedIn) {
      id
      displayName
    }
  }
`;

/**
 * Account → Membership: whether the person is a club member (the wallet's membership badge) with the member
 * benefits (the member discount the cart grants), their organisation memberships, the club's partners, and
 * the products they viewed lately.
 */
export function MembershipPage() {
  const data = usePageQuery<MembershipPageQuery>(membershipPageQuery);
  const t = useT();
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  return (
    <AccountLayout
      query={data}
      section="membership"
      title={t('account.sections.membership')}
      alternates={pathsIn(paths.membership)}
    >
      {() => {
        const pricing = data.viewer.cart?.pricing;
        const memberships = data.viewer.memberships;
        const partners = data.partners;
        return (
          <>
            <section aria-labelledby="club-membership" className="membership-card">
              <h2 id="club-membership">{t('membership.club.title')}</h2>
              {!pricing ? (
                <ErrorState message={t('membership.unavailable')} retryLabel={t('error.retry')} onRetry={retry} />
              ) : pricing.isClubMember ? (
                <>
                  <p className="badge">{t('membership.club.member')}</p>
                  {data.viewer.person?.partnerIdentityNumber && (
                    <p>{t('membership.club.number', { number: data.viewer.person.partnerIdentityNumber })}</p>
                  )}
                  <p>{t('membership.club.discount', { percent: pricing.memberDiscountPercent })}</p>
                </>
              ) : (
                <>
                  <p>{t('membership.club.notMember')}</p>
                  <p className="muted">{t('membership.club.benefits')}</p>
                </>
              )}
            </section>
            <section aria-labelledby="organization-memberships">
              <h2 id="organization-memberships">{t('membership.organizations.title')}</h2>
              {!memberships ? (
                <ErrorState message={t('membership.unavailable')} retryLabel={t('error.retry')} onRetry={retry} />
              ) : memberships.length === 0 ? (
                <p className="empty">{t('membership.organizations.none')}</p>
              ) : (
                <ul className="account-list">
                  {memberships.map((membership) => (
                    <li key={membership.organization.id} className="account-item">
                      <span className="account-item-title">{membership.organization.name}</span>
                      <span className="badge muted">
                        {t(
                          !membership.confirmed
                            ? 'membership.organizations.invited'
                            : membership.isAdmin
                              ? 'membership.organizations.admin'
                              : 'membership.organizations.member',
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {pricing && pricing.organizationPriceGroups.length > 0 && (
                <p className="muted">
                  {t('membership.organizations.priceGroups', { groups: pricing.organizationPriceGroups.join(', ') })}
                </p>
              )}
            </section>
            {partners && partners.length > 0 && (
              <section aria-labelledby="club-partners">
                <h2 id="club-partners">{t('membership.partners.title')}</h2>
                <ul className="account-list">
                  {partners.map((partner) => (
                    <li key={partner.id} className="account-item">
                      {partner.displayName}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <RecentlyViewed viewer={data.viewer} />
          </>
        );
      }}
    </AccountLayout>
  );
}
