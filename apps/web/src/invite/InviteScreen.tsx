import { ApiError } from '@switchboard/api-client';
import { InviteAcceptScreen, type InviteAcceptState } from '@switchboard/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../use-document-title';
import { invitePath } from './invite-path';

export interface InviteScreenProps {
  inviteId: string;
  /** Back from the sign-in that 'Join team' started (return=1): join at once. */
  returned: boolean;
}

/**
 * `/invite?invite_id=...`: reads the invite (before sign-in too), and 'Join team' signs the visitor in,
 * comes back with return=1 and accepts; an account already in a workspace is refused with
 * 'You can't accept this invite'.
 */
export function InviteScreen({ inviteId, returned }: InviteScreenProps) {
  const { queries, mutations, auth } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const queryClient = useQueryClient();
  const invite = useQuery({ ...queries.invite(inviteId), retry: false });
  const accept = useMutation(mutations.acceptInvite());
  const [cannotAccept, setCannotAccept] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [acceptError, setAcceptError] = useState<string | null>(null);

  const goToInbox = () => void router.navigate({ to: '/inbox' });

  const join = async () => {
    if (!auth.isSignedIn()) {
      setSigningIn(true);
      await auth.signIn(invitePath(inviteId, true)).catch(() => setSigningIn(false));
      return;
    }
    // Acceptance is refused to an account that already belongs to a workspace (spec doc 1).
    const organizations = await queryClient.fetchQuery(queries.organizations()).catch(() => null);
    if (organizations && organizations.data.length > 0) {
      setCannotAccept(true);
      return;
    }
    accept.mutate(
      { params: { invite_id: inviteId } },
      {
        onSuccess: () => {
          queryClient.removeQueries({ queryKey: queries.invite(inviteId).queryKey });
          void router.navigate({ to: '/inbox', replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.type === 'forbidden') setCannotAccept(true);
          else setAcceptError(error instanceof ApiError ? error.message : null);
        },
      },
    );
  };

  // Back from sign-in: the visitor pressed 'Join team' already.
  const joinedOnReturn = useRef(false);
  useEffect(() => {
    if (!returned || joinedOnReturn.current || !invite.data) return;
    joinedOnReturn.current = true;
    void join();
  });

  const state: InviteAcceptState = invite.isPending
    ? { kind: 'loading' }
    : invite.isError || acceptError !== null
      ? {
          kind: 'expired',
          ...(acceptError ? { message: acceptError } : {}),
        }
      : {
          kind: 'ready',
          workspaceName: invite.data.organization_name,
          email: invite.data.email,
          inviterName: invite.data.inviter_name,
        };
  useDocumentTitle(state.kind === 'ready' ? state.workspaceName : null);

  return (
    <InviteAcceptScreen
      state={state}
      isJoining={signingIn || accept.isPending || (returned && !cannotAccept && state.kind === 'ready')}
      onJoin={() => void join()}
      cannotAccept={cannotAccept}
      onGoToInbox={goToInbox}
    />
  );
}
