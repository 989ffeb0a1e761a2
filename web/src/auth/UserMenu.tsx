import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql';
import { paths, useLanguage, useT } from '../app/language.ts';
import { showToast } from '../app/toast.ts';
import type { ActingFor } from './session.ts';
import { useSession } from './SessionContext.tsx';
import { rememberGuestCart, takeSignInConfirmation } from './signInConfirmation.ts';

/** Set when the person switches account; the menu of the rebuilt portal takes focus. */
let focusMenuAfterSwitch = false;

/**
 * Sign-in for visitors; for signed-in people a menu to switch between the personal account and the
 * organisations they administer, and to sign out.
 */
export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key | null }) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        person {
          displayName
        }
        actingFor {
          internalId
          name
        }
        organizations @include(if: $signedIn) {
          internalId
          name
          type
        }
        cart(countryCode: "DE") {
          ... on Cart {
            itemCount
            mergeNotices {
              id
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  /** Closes the menu; focus goes back to its button unless the person clicked elsewhere. */
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };

  const switchTo = (organization: ActingFor | null) => {
    if ((organization?.id ?? null) === (data?.actingFor ? String(data.actingFor.internalId) : null)) return close(true);
    focusMenuAfterSwitch = true;
    session.actAs(organization);
    setOpen(false);
  };

  // After switching account the portal is built anew for the new identity: focus finds the menu again.
  const signedIn = Boolean(data?.person);
  useEffect(() => {
    if (!focusMenuAfterSwitch || !signedIn || !toggle.current) return;
    focusMenuAfterSwitch = false;
    toggle.current.focus();
  }, [signedIn]);

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
      message: [signedInAs, t(mergeNotices > 0 ? 'auth.cartTakenOverPartly' : 'auth.cartTakenOver')].join(
        language === 'ja' ? '' : ' ',
      ),
      link: { label: t('cart.toCart'), to: paths.cart(language) },
    });
  }, [person, mergeNotices, t, language]);

  useEffect(() => {
    if (!open) return;
    const onOutsideOrEscape = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        toggle.current?.focus();
      } else if (!container.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', onOutsideOrEscape);
    document.addEventListener('keydown', onOutsideOrEscape);
    return () => {
      document.removeEventListener('mousedown', onOutsideOrEscape);
      document.removeEventListener('keydown', onOutsideOrEscape);
    };
  }, [open]);

  if (!person) {
    return (
      <button
        type="button"
        className="header-button"
        onClick={() => {
          rememberGuestCart(data?.cart?.itemCount ?? 0);
          void session.signIn(language);
        }}
      >
        {t('auth.signIn')}
      </button>
    );
  }
  const acting = data.actingFor;
  return (
    <div className="user-menu" ref={container}>
      <button
        ref={toggle}
        type="button"
        className="header-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('auth.userMenu', { name: acting?.name ?? person.displayName })}
        onClick={() => setOpen(!open)}
      >
        <span className="header-button-label">{acting ? acting.name : person.displayName}</span>
      </button>
      {open && (
        <div id={menuId} className="user-menu-panel">
          <p className="fine-print">{t('auth.signedInAs', { name: person.displayName })}</p>
          {(data.organizations?.length ?? 0) > 0 && (
            <>
              <h2 className="user-menu-heading">{t('auth.switchAccount')}</h2>
              <ul>
                <li>
                  <button type="button" aria-pressed={!acting} onClick={() => switchTo(null)}>
                    {t('auth.personalAccount')} · {person.displayName}
                  </button>
                </li>
                {(data.organizations ?? []).map((organization) => (
                  <li key={organization.internalId}>
                    <button
                      type="button"
                      aria-pressed={acting?.internalId === organization.internalId}
                      onClick={() =>
                        switchTo({
                          id: String(organization.internalId),
                          name: organization.name,
                          type: organization.type,
                        })
                      }
                    >
                      {organization.name} · {t(organization.type === 'COMPANY' ? 'auth.company' : 'auth.fanClub')}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link to={paths.account(language)} className="user-menu-link" onClick={() => setOpen(false)}>
            {t('account.menu')}
          </Link>
          <Link to={paths.orders(language)} className="user-menu-link" onClick={() => setOpen(false)}>
            {t('orders.title')}
          </Link>
          <Link to={paths.tickets(language)} className="user-menu-link" onClick={() => setOpen(false)}>
            {t('tickets.title')}
          </Link>
          <Link to={paths.memberships(language)} className="user-menu-link" onClick={() => setOpen(false)}>
            {t('fanClub.cards.title')}
          </Link>
          {(data.organizations?.length ?? 0) > 0 && (
            <Link to={paths.fanClub(language)} className="user-menu-link" onClick={() => setOpen(false)}>
              {t('fanClub.title')}
            </Link>
          )}
          <button
            type="button"
            className="sign-out"
            onClick={() => session.signOut(language).catch((error: unknown) => console.error('sign-out failed', error))}
          >
            {t('auth.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
