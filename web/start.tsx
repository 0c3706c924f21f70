import { lazy, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider, useAuth } from './account/auth';
import { GraphQLProvider } from './app/urql';
import { AppRouter, preloadPath } from './router';
import { OnDemand } from './ui/OnDemand';
import { dropServedPageMeta } from './ui/PageMeta';

/**
 * The client proper: React, the providers, the router and the first page, mounted over the served
 * page. web/main.tsx imports it once the page's first paint is on screen.
 */

const ProfileSync = lazy(async () => ({
  default: (await import('./account/ProfileSync')).ProfileSync,
}));

/** Profiles are synced only for someone signed in, so visitors never download that code. */
function SignedInProfileSync() {
  return (
    <OnDemand when={useAuth().user !== null}>
      <ProfileSync />
    </OnDemand>
  );
}

dropServedPageMeta();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

function render(container: HTMLElement) {
  const reactRoot = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page, so an early tap is answered.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AuthProvider>
          <GraphQLProvider>
            <SignedInProfileSync />
            <AppRouter />
          </GraphQLProvider>
        </AuthProvider>
      </StrictMode>,
    ),
  );
}

// The first page is a lazy chunk: render once it is in, so nothing flashes or shifts. A chunk
// that will not load renders anyway, and the page's error screen says so.
preloadPath(window.location.pathname).finally(() => render(root));
