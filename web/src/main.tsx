import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UserManager } from 'oidc-client-ts';
import { App } from './app/App.tsx';
import { Session } from './auth/session.ts';
import { loadRuntimeConfig, userManagerSettings } from './auth/userManager.ts';
import './i18n/index.ts';
import './app/styles.css';

const config = await loadRuntimeConfig();

if (window.location.pathname === '/sso/callback-silent') {
  // Silent renewal's hidden frame: hand the answer to the parent window and render nothing.
  await new UserManager(userManagerSettings(config)).signinSilentCallback();
} else {
  const session = new Session(new UserManager(userManagerSettings(config)));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App session={session} />
    </StrictMode>,
  );
  await session.restore();
}
