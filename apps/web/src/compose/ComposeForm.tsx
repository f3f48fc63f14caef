import { INPUT_LIMITS, serverMessage } from '@switchboard/api-client';
import {
  brandedSignature,
  type Draft,
  type DraftRecipients,
  fitGraphemes,
  isDraftEmpty,
  type Message,
  messages,
  recipientAddresses,
  replyDestination,
  replySnippet,
  type Thread,
} from '@switchboard/domain';
import {
  CollisionDialog,
  Composer,
  ConfirmDialog,
  showErrorToast,
  type ToolbarContext,
} from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { useAiEnabled } from '../ai/use-ai-enabled';
import { useQuickReplies } from '../ai/use-quick-replies';
import { contactName } from '../lists/thread-row-from-inbox-item';
import { useAnnounceReplying } from '../live/use-announce-replying';
import { useQueries } from '../queries';
import { currentTimeZone } from '../use-time-zone';
import { draftStore } from './draft-store';
import { useLeaveWarning } from './leave-warning';
import { useToolbarVisibility } from './toolbar-visibility';
import { useRecipientCandidates } from './use-candidates';
import { useCollisionCheck } from './use-collision-check';
import { useSendDraft } from './use-send-draft';
import { useUploads } from './use-uploads';

export interface ComposeFormProps {
  /** The draft it opens with (stored, or new). */
  initial: Draft;
  /** The origin thread of a reply or forward. */
  thread?: Thread | null;
  /** A reply's default recipients: equal ones post to the thread, others make a new thread. */
  defaultRecipients?: DraftRecipients;
  /** After the message went out (or was scheduled). */
  onSent: () => void;
  toolbarContext?: ToolbarContext;
  autoFocus?: 'recipients' | 'body' | 'none';
  placeholder?: string;
  history?: ReactNode;
}

/**
 * A draft being written: the kit's Composer wired to local draft storage (saved on every change,
 * deleted when empty), staged uploads, and sending (reply to the thread, or a new thread after the
 * 'Send as a new thread' confirmation when the recipients differ from the default ones).
 */
export function ComposeForm({
  initial,
  thread = null,
  defaultRecipients,
  onSent,
  toolbarContext = 'compose_area',
  autoFocus = 'recipients',
  placeholder,
  history,
}: ComposeFormProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const queries = useQueries();
  const { data: self } = useQuery(queries.self());
  // The user's signature (Settings > Signature): 'Insert signature' shows until pressed for this draft.
  const { data: settings } = useQuery({
    ...queries.userSettings(self?.id ?? ''),
    enabled: self !== undefined,
  });
  // The branding line the server adds to what leaves (free plan always; premium while the setting is on).
  const { data: organizations } = useQuery(queries.organizations());
  const isPaying = organizations?.data[0]?.isPaying ?? false;
  const branding = settings
    ? brandedSignature({
        isFreePlan: !isPaying,
        brandingSignatureEnabled: settings.branding_signature_enabled,
      })
    : null;
  const [draft, setDraft] = useState(initial);
  const latest = useRef(draft);
  const update = (change: (d: Draft) => Draft) => {
    const next = change(latest.current);
    latest.current = next;
    setDraft(next);
    draftStore.save(next);
  };
  const uploads = useUploads(api, draft, update, () => new Date());
  const [toolbarVisible, setToolbarVisible] = useToolbarVisibility(toolbarContext);
  const candidates = useRecipientCandidates(self?.id);
  const sendDraft = useSendDraft();
  const [sending, setSending] = useState(false);
  const [confirmFor, setConfirmFor] = useState<{ scheduledDate: Date | null } | null>(null);
  useLeaveWarning(!isDraftEmpty(draft));
  useAnnounceReplying(thread?.id, !isDraftEmpty(draft));
  const collision = useCollisionCheck(draft, thread);
  const [collidedWith, setCollidedWith] = useState<{
    replies: Message[];
    scheduledDate: Date | null;
  } | null>(null);
  const aiEnabled = useAiEnabled();
  // Quick replies answer the thread a reply goes to (the inline reply box and reply windows).
  const quickReplies = useQuickReplies(draft.origin === 'reply' ? thread : null);
  const generateSubject = async () => {
    try {
      const { subject } = await api.generateSubject({
        // The request's limit is in UTF-16 units; cut between whole characters, never inside an emoji.
        body: { message_body: fitGraphemes(latest.current.content, INPUT_LIMITS.text) },
      });
      if (subject) update((d) => ({ ...d, title: subject }));
      else showErrorToast(messages.ai.subjectError);
    } catch (error) {
      showErrorToast(serverMessage(error));
    }
  };

  // A draft restored in another tab's storage event is not merged into an open editor; a draft deleted
  // elsewhere (sent from another tab) leaves this one as it is, so nothing typed here is lost. `latest`
  // is set only by `update`: an effect copying the rendered draft back could lag behind the last key.

  /**
   * `confirmed`: the 'Send as a new thread' question was answered; `collisionChecked`: the collision
   * warning was answered (or had nothing to say).
   */
  const send = async (scheduledDate: Date | null, confirmed = false, collisionChecked = false) => {
    const current = latest.current;
    // A teammate replied to the thread since this draft was started: their reply first, then the choice.
    const unseen = collisionChecked ? [] : collision.unseenReplies();
    if (unseen.length > 0) {
      setCollidedWith({ replies: unseen, scheduledDate });
      return;
    }
    let target: 'existing_thread' | 'new_thread' = 'new_thread';
    if (current.origin === 'reply' && thread && defaultRecipients) {
      const destination = replyDestination({
        recipients: recipientAddresses(current.recipients),
        defaultRecipients: recipientAddresses(defaultRecipients),
      });
      if (destination.confirm && !confirmed) {
        setConfirmFor({ scheduledDate });
        return;
      }
      target = destination.target;
    }
    setSending(true);
    // Expired uploads are refreshed (or uploaded again) first; a failed or lost one stops the send.
    const ready = await uploads.prepareForSend();
    if (!ready.ok) {
      setSending(false);
      showErrorToast(ready.problem);
      return;
    }
    const ok = await sendDraft({ draft: ready.draft, target, thread, scheduledDate });
    setSending(false);
    if (ok) onSent();
  };

  return (
    <>
      <Composer
        showSubject={draft.origin === 'new_thread' || draft.origin === 'forward'}
        recipients={draft.recipients}
        onRecipientsChange={(recipients) => update((d) => ({ ...d, recipients }))}
        candidates={candidates}
        mentionables={candidates}
        subject={draft.title}
        onSubjectChange={(title) => update((d) => ({ ...d, title }))}
        impliedSubject={thread?.title ?? ''}
        content={draft.content}
        onContentChange={(content) => update((d) => ({ ...d, content }))}
        placeholder={placeholder}
        attachments={uploads.items}
        onAddFiles={uploads.add}
        onAddInlineImages={uploads.addInline}
        onCancelUpload={uploads.cancel}
        onRetryUpload={uploads.retry}
        onRemoveAttachment={uploads.remove}
        onSend={() => void send(null)}
        onSchedule={(date) => void send(date)}
        now={() => new Date()}
        timeZone={currentTimeZone()}
        toolbarVisible={toolbarVisible}
        onToolbarVisibleChange={setToolbarVisible}
        history={history}
        quickReplies={quickReplies?.replies}
        quickRepliesLoading={quickReplies?.isLoading}
        onGenerateSubject={aiEnabled ? () => void generateSubject() : undefined}
        isSending={sending}
        autoFocus={autoFocus}
        signature={settings?.signature || null}
        brandedSignature={branding}
        canRemoveBranding={isPaying}
        signatureInserted={draft.signatureButtonPressed}
        onSignatureInserted={() => update((d) => ({ ...d, signatureButtonPressed: true }))}
      />
      <ConfirmDialog
        isOpen={confirmFor !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmFor(null);
        }}
        title={messages.compose.sendAsNewThreadTitle}
        description={messages.compose.sendAsNewThreadText}
        confirmLabel={messages.compose.send}
        onConfirm={() => {
          const scheduledDate = confirmFor?.scheduledDate ?? null;
          setConfirmFor(null);
          void send(scheduledDate, true, true);
        }}
      />
      <CollisionDialog
        isOpen={collidedWith !== null}
        replies={(collidedWith?.replies ?? []).map((reply) => ({
          id: reply.id,
          senderName: contactName(reply.sender),
          pictureUrl: reply.sender.picture_url,
          date: reply.creation_date,
          dateLabel: new Date(reply.creation_date).toLocaleString(undefined, {
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          }),
          text: replySnippet(reply.body),
        }))}
        onGoBack={() => {
          // Back to the draft as it was typed; these replies do not warn again.
          if (collidedWith) collision.acknowledge(collidedWith.replies);
          setCollidedWith(null);
        }}
        onSendAnyway={() => {
          if (!collidedWith) return;
          collision.acknowledge(collidedWith.replies);
          setCollidedWith(null);
          void send(collidedWith.scheduledDate, false, true);
        }}
      />
    </>
  );
}
