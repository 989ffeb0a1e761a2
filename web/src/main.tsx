import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { createRelayEnvironment } from './app/RelayEnvironment.ts';
import { createRouter } from './app/router.tsx';
import './i18n/index.ts';
import './app/styles.css';

const environment = createRelayEnvironment();
const router = createRouter(environment);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
