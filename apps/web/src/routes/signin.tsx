import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeReturnTo } from '../auth/auth';
import { discover } from '../auth/oidc-config';
import { parseSignInFailure, type SignInFailure } from '../auth/sign-in-error';
import { SignInScreen, SignInSkeleton } from '../screens/SignInScreen';
import { presentParams, textParam } from '../search-params';

function signInSearch(search: Record<string, unknown>) {
  return presentParams({
    /** Where to go after signing in (an in-app path). */
    redirect: textParam(search.redirect),
    /** Set by /auth/callback when the sign-in failed. */
    error: textParam(search.error),
    message: textParam(search.message, { max: 500 }),
  });
}

export const Route = createFileRoute('/signin')({
  validateSearch: signInSearch,
  beforeLoad: ({ context, search }) => {
    // Authenticated users on sign-in go to Inbox.
    if (!search.error && context.auth.isSignedIn()) {
      throw redirect({ href: safeReturnTo(search.redirect), replace: true });
    }
  },
  loaderDeps: ({ search }) => ({ error: search.error, message: search.message }),
  // The provider's configuration must be at hand before the button can work: skeleton meanwhile.
  loader: async ({ deps }): Promise<{ failure: SignInFailure | null }> => {
    const failure = parseSignInFailure(deps);
    try {
      await discover();
      return { failure };
    } catch (error) {
      console.error('Switchboard: the identity provider is not reachable', error);
      return { failure: failure ?? { kind: 'other' } };
    }
  },
  pendingComponent: SignInSkeleton,
  pendingMs: 0,
  component: SignInRoute,
});

function SignInRoute() {
  const { failure } = Route.useLoaderData();
  const { redirect: returnTo } = Route.useSearch();
  const { auth } = Route.useRouteContext();
  return (
    <SignInScreen
      key={failure?.kind ?? 'ready'}
      failure={failure}
      onSignIn={() => auth.signIn(safeReturnTo(returnTo))}
    />
  );
}
