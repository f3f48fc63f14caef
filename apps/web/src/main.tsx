import { createApiClient } from '@switchboard/api-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Auth } from './auth/auth';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';

const auth = new Auth();
const api = createApiClient({ baseUrl: '/api', getAccessToken: () => auth.getAccessToken() });
const queryClient = createAppQueryClient({
  onUnauthorized: () => {
    // The API refused the token (revoked, expired beyond refresh): start over at sign-in.
    auth.forget();
    queryClient.clear();
    void router.navigate({ to: '/signin' });
  },
});
const router = createAppRouter({ queryClient, auth, api });

const container = document.getElementById('root');
if (!container) throw new Error('Switchboard: #root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
