import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { ComposeProvider } from '../compose/ComposeProvider';
import { AppShell } from '../shell/AppShell';
import { useShortcuts } from '../shortcuts/use-shortcuts';

/** Every signed-in screen: unauthenticated visitors are sent to sign in, and come back afterwards. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isSignedIn()) {
      throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    }
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(context.queries.self()),
  component: AppLayout,
});

function AppLayout() {
  const { queries, auth, queryClient } = Route.useRouteContext();
  const { data: self } = useSuspenseQuery(queries.self());
  const navigate = useNavigate();
  // Global shortcuts of the screens built so far (g i: Inbox).
  useShortcuts(['global'], (id) => {
    if (id !== 'go_inbox') return false;
    void navigate({ to: '/inbox' });
  });
  return (
    <AppShell
      self={self}
      onSignOut={async () => {
        await auth.signOut();
        // Logout resets the cache and returns to the site origin.
        queryClient.clear();
        window.location.assign(window.location.origin);
      }}
    >
      <ComposeProvider>
        <Outlet />
      </ComposeProvider>
    </AppShell>
  );
}
