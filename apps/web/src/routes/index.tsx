import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/`: the inbox for a signed-in user, sign-in for everyone else. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: context.auth.isSignedIn() ? '/inbox' : '/signin', replace: true });
  },
});
