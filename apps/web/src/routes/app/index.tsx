import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * `/app` (spec: "app" route, the loading screen): the app's entry. Signed in, it goes to the inbox, whose
 * layout shows the loading screen (at least about 1.3 s) while the user's data loads; else to sign-in.
 */
export const Route = createFileRoute('/app/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: context.auth.isSignedIn() ? '/inbox' : '/signin', replace: true });
  },
});
