import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeReturnTo } from '../auth/auth';
import { discover } from '../auth/oidc-config';
import { SignInScreen, SignInSkeleton } from '../screens/SignInScreen';
import { presentParams, textParam } from '../search-params';

/**
 * `/signin-without-email-access`: the sign-in that asks for no access to the mailbox. Switchboard's sign-in
 * scope (`openid profile email offline_access`) never includes mail access (the mailbox is connected
 * separately), so it is the same flow as /signin, said so on the page.
 */
export const Route = createFileRoute('/signin-without-email-access')({
  validateSearch: (search: Record<string, unknown>) =>
    presentParams({ redirect: textParam(search.redirect, { max: 2000 }) }),
  beforeLoad: ({ context, search }) => {
    if (context.auth.isSignedIn()) throw redirect({ href: safeReturnTo(search.redirect), replace: true });
  },
  loader: async () => {
    try {
      await discover();
      return { reachable: true };
    } catch (error) {
      console.error('Switchboard: the identity provider is not reachable', error);
      return { reachable: false };
    }
  },
  pendingComponent: SignInSkeleton,
  pendingMs: 0,
  component: SignInWithoutEmailAccess,
});

function SignInWithoutEmailAccess() {
  const { reachable } = Route.useLoaderData();
  const { redirect: returnTo } = Route.useSearch();
  const { auth } = Route.useRouteContext();
  return (
    <SignInScreen
      withoutEmailAccess
      failure={reachable ? null : { kind: 'other' }}
      onSignIn={() => auth.signIn(safeReturnTo(returnTo))}
    />
  );
}
