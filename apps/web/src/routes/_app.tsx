import { LoadingScreen, MessageScreen } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ComposeProvider } from '../compose/ComposeProvider';
import { notePresence } from '../live/presence-store';
import { useLiveStream } from '../live/use-live-stream';
import { hasShellData } from '../offline/shell-data';
import { OnboardingGate } from '../onboarding/OnboardingGate';
import type { RouterContext } from '../router';
import { AppShell } from '../shell/AppShell';
import { useMediaQuery } from '../shell/use-media-query';

/** The loading screen stays up at least about 1.3 s (spec doc 2 section 9). */
const LOADING_SCREEN_MIN_MS = 1300;
/** Phones see the desktop-only notice (spec doc 1: "Mobile devices see a desktop-only notice"). */
const PHONE_QUERY = '(max-width: 640px)';

/** Every signed-in screen: unauthenticated visitors are sent to sign in, and come back afterwards. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isSignedIn()) {
      throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    }
  },
  loader: ({ context }) => {
    // Kept on the device from the last visit (src/offline/persist-query-cache.ts): the shell shows at once,
    // with no loading screen, and the queries refresh behind it.
    // (main.tsx then turns this route's loading screen off for the start.)
    if (hasShellData(context.queryClient, context.queries)) return;
    return loadFromServer(context);
  },
  pendingComponent: () => <LoadingScreen />,
  pendingMs: 0,
  pendingMinMs: LOADING_SCREEN_MIN_MS,
  component: AppLayout,
});

async function loadFromServer(context: RouterContext): Promise<void> {
  const self = await context.queryClient.ensureQueryData(context.queries.self());
  // Onboarding decides before the shell shows: the user's settings and workspace.
  await Promise.all([
    context.queryClient.ensureQueryData(context.queries.userSettings(self.id)),
    context.queryClient.ensureQueryData(context.queries.organizations()),
  ]);
}

function AppLayout() {
  const context = Route.useRouteContext();
  const { data: self } = useSuspenseQuery(context.queries.self());
  const { data: settings } = useSuspenseQuery(context.queries.userSettings(self.id));
  const { data: organizations } = useSuspenseQuery(context.queries.organizations());
  const isPhone = useMediaQuery(PHONE_QUERY);
  const { auth } = context;
  useLiveStream(
    useCallback(() => auth.getAccessToken(), [auth]),
    notePresence,
  );
  // The maintenance screen is behind its flag (the user's or the workspace's features).
  const features = [...self.features, ...(organizations.data[0]?.features ?? [])];
  if (features.includes('MAINTENANCE')) return <MessageScreen kind="maintenance" />;
  if (isPhone) return <MessageScreen kind="mobile" />;
  return (
    <OnboardingGate userId={self.id} settings={settings} organization={organizations.data[0]}>
      <AppShell
        self={self}
        context={context}
        onSignOut={() => {
          // The server ends the sign-in first, while the token is still here: its tokens are refused from
          // now on, whatever issuer made them. Then the provider revokes the refresh token and the tab
          // forgets both (also when the server could not be reached).
          const endSession = context.api.signOut().catch(() => undefined);
          void endSession
            .then(() => context.auth.signOut())
            .then(() => {
              // Logout resets the cache and returns to the site origin.
              context.queryClient.clear();
              window.location.assign(window.location.origin);
            });
        }}
        onReauth={(returnTo) => void context.auth.signIn(returnTo)}
      >
        <ComposeProvider>
          <Outlet />
        </ComposeProvider>
      </AppShell>
    </OnboardingGate>
  );
}
