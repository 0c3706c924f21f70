import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AuthProvider } from './account/auth';
import { ProfileSync } from './account/ProfileSync';
import { listenForPreloadErrors } from './app/preload-error';
import { GraphQLProvider } from './app/urql';
import { createRouter } from './router';

listenForPreloadErrors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const router = createRouter();
// The first page is a lazy chunk: render once it is in, so nothing flashes or shifts.
await new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

createRoot(root).render(
  <StrictMode>
    <AuthProvider>
      <GraphQLProvider>
        <ProfileSync />
        <RouterProvider router={router} />
      </GraphQLProvider>
    </AuthProvider>
  </StrictMode>,
);
