import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql';
import { useLanguage, useT } from '../app/language.ts';
import { useSession } from './SessionContext.tsx';

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

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const person = data?.person;
  if (!person) {
    return (
      <button type="button" className="header-button" onClick={() => void session.signIn(language)}>
        {t('auth.signIn')}
      </button>
    );
  }
  const acting = data.actingFor;
  return (
    <div className="user-menu" ref={container}>
      <button
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
                  <button type="button" aria-pressed={!acting} onClick={() => (session.actAs(null), setOpen(false))}>
                    {t('auth.personalAccount')} · {person.displayName}
                  </button>
                </li>
                {(data.organizations ?? []).map((organization) => (
                  <li key={organization.internalId}>
                    <button
                      type="button"
                      aria-pressed={acting?.internalId === organization.internalId}
                      onClick={() => {
                        session.actAs({
                          id: String(organization.internalId),
                          name: organization.name,
                          type: organization.type,
                        });
                        setOpen(false);
                      }}
                    >
                      {organization.name} · {t(organization.type === 'COMPANY' ? 'auth.company' : 'auth.fanClub')}
                    </button>
                  </li>
                ))}
              </ul>
            </>
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
