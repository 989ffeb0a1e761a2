import { lazy, Suspense, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql';
import { paths, useLanguage, useT } from '../app/language.ts';
import { showToast } from '../app/toast.ts';
import { useSession } from './SessionContext.tsx';
import { noteGuestCart, takeSignInConfirmation } from './signInConfirmation.ts';

/**
 * The menu itself (Radix's dropdown menu, about 28 KB gzip) is a chunk of its own, loaded only for people
 * who are signed in: visitors never fetch it.
 */
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

/**
 * Sign-in for visitors; for signed-in people the account menu (auth/AccountMenu.tsx) to switch between
 * the personal account and the organisations they administer, and to sign out.
 */
export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key | null }) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        person {
          displayName
        }
        actingFor {
          name
        }
        ...AccountMenu_viewer
        cart(countryCode: "DE") {
          ... on Cart {
            itemCount
            mergeNotices {
              __typename
            }
          }
        }
      }
    `,
    viewer,
  );
  const session = useSession();
  const language = useLanguage();
  const t = useT();
  /** A click on the button before the menu's code has come opens the menu once it is there. */
  const [openOnLoad, setOpenOnLoad] = useState(false);

  // The first page after signing in confirms it, and that the guest cart was taken over.
  const person = data?.person;
  const mergeNotices = data?.cart?.mergeNotices?.length ?? 0;
  useEffect(() => {
    if (!person) return;
    const confirmation = takeSignInConfirmation();
    if (!confirmation) return;
    const signedInAs = t('auth.signedInConfirmation', { name: person.displayName });
    if (confirmation.guestItems === 0) return void showToast({ message: signedInAs });
    showToast({
      // Japanese sentences follow each other without a space.
      message: [
        signedInAs,
        t(mergeNotices > 0 ? 'auth.cartTakenOverPartly' : 'auth.cartTakenOver', { count: confirmation.guestItems }),
      ].join(language === 'ja' ? '' : ' '),
      link: { label: t('cart.toCart'), to: paths.cart(language) },
    });
  }, [person, mergeNotices, t, language]);

  if (!person) {
    return (
      <button
        type="button"
        className="header-button"
        onClick={() => {
          noteGuestCart(data?.cart?.itemCount ?? 0);
          void session.signIn(language);
        }}
      >
        {t('auth.signIn')}
      </button>
    );
  }
  const acting = data.actingFor;
  const label = t('auth.userMenu', { name: acting?.name ?? person.displayName });
  return (
    <div className="user-menu">
      <Suspense
        fallback={
          <button
            type="button"
            className="header-button"
            aria-haspopup="menu"
            aria-label={label}
            onClick={() => setOpenOnLoad(true)}
          >
            <span className="header-button-label">{acting ? acting.name : person.displayName}</span>
          </button>
        }
      >
        <AccountMenu viewer={data} label={label} defaultOpen={openOnLoad} />
      </Suspense>
    </div>
  );
}
