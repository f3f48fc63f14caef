import { messages } from '@switchboard/domain';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { CardScreen, CardScreenSkeleton } from '../CardScreen/CardScreen';

const t = messages.invite;

export type InviteAcceptState =
  | { kind: 'loading' }
  | { kind: 'ready'; workspaceName: string; email: string; inviterName: string | null }
  /** The link was used, withdrawn or never existed (and any look-up failure the server words itself). */
  | { kind: 'expired'; message?: string };

export interface InviteAcceptScreenProps {
  state: InviteAcceptState;
  /** 'Join team' is working (signing in, or accepting). */
  isJoining?: boolean;
  onJoin: () => void;
  /** Shows 'You can't accept this invite' (signed in with an account that is in a workspace already). */
  cannotAccept?: boolean;
  /** Leaves for the app: from the refusal dialog and from a spent link. */
  onGoToInbox: () => void;
}

/**
 * `/invite`: 'You've been invited to join {workspace}' with 'Join team' (spec doc 1 "Sign-in and invite"),
 * a skeleton while loading, the spent-link text, and the refusal dialog for an account that is already in
 * a workspace.
 */
export function InviteAcceptScreen({
  state,
  isJoining = false,
  onJoin,
  cannotAccept = false,
  onGoToInbox,
}: InviteAcceptScreenProps) {
  if (state.kind === 'loading') return <CardScreenSkeleton label={t.loading} />;
  if (state.kind === 'expired') {
    return (
      <CardScreen heading={t.expiredHeading} error={state.message ?? t.expired}>
        <Button variant="secondary" size="lg" fullWidth onPress={onGoToInbox}>
          {t.goToInbox}
        </Button>
      </CardScreen>
    );
  }
  return (
    <>
      <CardScreen heading={t.heading(state.workspaceName)} text={t.invitedBy(state.inviterName, state.email)}>
        <Button variant="primary" size="lg" fullWidth isPending={isJoining} onPress={onJoin}>
          {t.joinButton}
        </Button>
      </CardScreen>
      <Modal isOpen={cannotAccept} onOpenChange={(open) => open || onGoToInbox()} size="sm">
        <Dialog
          title={t.cannotAcceptTitle}
          description={t.cannotAcceptMessage}
          role="alertdialog"
          footer={() => (
            <Button variant="primary" onPress={onGoToInbox} autoFocus>
              {t.goToInbox}
            </Button>
          )}
        />
      </Modal>
    </>
  );
}
