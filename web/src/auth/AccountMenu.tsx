import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect, useId, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AccountMenu_viewer$key } from '../__generated__/AccountMenu_viewer.graphql';
import { paths, useLanguage, useT } from '../app/language.ts';
import type { ActingFor } from './session.ts';
import { useSession } from './SessionContext.tsx';

/** Set when the person switches account; the menu of the rebuilt portal takes focus. */
let focusMenuAfterSwitch = false;

interface AccountMenuProps {
  viewer: AccountMenu_viewer$key;
  /** The button's accessible name: "User menu of …". */
  label: string;
  /** Opened at once: the person clicked its button while this code was still loading. */
  defaultOpen: boolean;
}

/**
 * The signed-in person's menu: who is signed in, the accounts to act for (the personal one and the
 * organisations administered), the account pages and signing out. Its behaviour (arrow keys round the
 * ends, Home/End, typing a letter, Escape, focus back to the button, a click elsewhere closes it) is
 * Radix's dropdown menu; the items are menu items, the accounts menu item radios.
 */
export default function AccountMenu({ viewer, label, defaultOpen }: AccountMenuProps) {
  const data = useFragment(
    graphql`
      fragment AccountMenu_viewer on Viewer {
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
      }
    `,
    viewer,
  );
  const displayName = data.person?.displayName ?? '';
  const acting = data.actingFor;
  const organizations = data.organizations ?? [];
  const session = useSession();
  const language = useLanguage();
  const t = useT();
  const toggle = useRef<HTMLButtonElement>(null);
  /** A link leads to another page, whose main content takes focus: the menu does not hand it back. */
  const leaving = useRef(false);
  const switchHeading = useId();

  const switchTo = (organization: ActingFor | null) => {
    // The same account again: the menu closes and focus returns to its button (the library does both).
    if ((organization?.id ?? null) === (acting ? String(acting.internalId) : null)) return;
    focusMenuAfterSwitch = true;
    session.actAs(organization);
  };

  // After switching account the portal is built anew for the new identity: focus finds the menu again.
  useEffect(() => {
    if (!focusMenuAfterSwitch || !toggle.current) return;
    focusMenuAfterSwitch = false;
    toggle.current.focus();
  }, []);

  const link = (to: string, label: string) => (
    <Menu.Item asChild onSelect={() => (leaving.current = true)}>
      <Link to={to} className="user-menu-link">
        {label}
      </Link>
    </Menu.Item>
  );
  return (
    <>
      {/* Not modal: the page stays scrollable and a click elsewhere closes the menu and lands there. */}
      <Menu.Root modal={false} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <button ref={toggle} type="button" className="header-button" aria-label={label}>
            <span className="header-button-label">{acting ? acting.name : displayName}</span>
          </button>
        </Menu.Trigger>
        <Menu.Content
          className="user-menu-panel"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          loop
          onCloseAutoFocus={(event) => {
            // Escape, choosing an account or signing out hand focus back to the button; a link does not.
            if (leaving.current) event.preventDefault();
            leaving.current = false;
          }}
        >
          <Menu.Label className="fine-print">{t('auth.signedInAs', { name: displayName })}</Menu.Label>
          {organizations.length > 0 && (
            <>
              <Menu.Label id={switchHeading} className="user-menu-heading">
                {t('auth.switchAccount')}
              </Menu.Label>
              <Menu.RadioGroup
                aria-labelledby={switchHeading}
                value={acting ? String(acting.internalId) : ''}
                className="user-menu-accounts"
              >
                <Menu.RadioItem value="" className="user-menu-account" onSelect={() => switchTo(null)}>
                  {t('auth.personalAccount')} · {displayName}
                </Menu.RadioItem>
                {organizations.map((organization) => (
                  <Menu.RadioItem
                    key={organization.internalId}
                    value={String(organization.internalId)}
                    className="user-menu-account"
                    onSelect={() =>
                      switchTo({
                        id: String(organization.internalId),
                        name: organization.name,
                        type: organization.type,
                      })
                    }
                  >
                    {organization.name} · {t(organization.type === 'COMPANY' ? 'auth.company' : 'auth.fanClub')}
                  </Menu.RadioItem>
                ))}
              </Menu.RadioGroup>
            </>
          )}
          {link(paths.account(language), t('account.menu'))}
          {link(paths.orders(language), t('orders.title'))}
          {link(paths.tickets(language), t('tickets.title'))}
          {link(paths.memberships(language), t('fanClub.cards.title'))}
          {organizations.length > 0 && link(paths.fanClub(language), t('fanClub.title'))}
          <Menu.Item
            className="sign-out"
            onSelect={() =>
              session.signOut(language).catch((error: unknown) => console.error('sign-out failed', error))
            }
          >
            {t('auth.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Root>
    </>
  );
}
