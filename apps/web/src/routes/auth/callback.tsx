import { createFileRoute, redirect } from '@tanstack/react-router';
import { signInFailure } from '../../auth/sign-in-error';
import { SignInSkeleton } from '../../screens/SignInScreen';

/**
 * `/auth/callback`: the identity provider sends the browser back here with a code (or an error).
 * The loader trades the code for tokens and moves on; a failure goes back to /signin, which says why.
 */
export const Route = createFileRoute('/auth/callback')({
  loader: async ({ context }) => {
    let returnTo: string;
    try {
      returnTo = await context.auth.completeSignIn(new URL(window.location.href));
    } catch (error) {
      console.error('Switchboard: sign-in failed', error);
      const failure = signInFailure(error);
      throw redirect({
        to: '/signin',
        search:
          failure.kind === 'server' ? { error: 'server', message: failure.message } : { error: failure.kind },
        replace: true,
      });
    }
    context.queryClient.clear();
    throw redirect({ href: returnTo, replace: true });
  },
  // The loader always redirects; until it does, the sign-in skeleton shows.
  pendingComponent: SignInSkeleton,
  pendingMs: 0,
});
