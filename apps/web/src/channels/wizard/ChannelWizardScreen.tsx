import { isApiError, serverMessage } from '@switchboard/api-client';
import { canCreatePrivateChannel, messages, type WizardStep, wizardRulesOutcome } from '@switchboard/domain';
import {
  ChannelWizard,
  type ChannelWizardDraft,
  type ChannelWizardPerson,
  type ChannelWizardQuery,
  LABEL_COLORS,
  showErrorToast,
} from '@switchboard/ui';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { openPricingDialog } from '../../billing/open-pricing-dialog';
import { useQueries } from '../../queries';
import { pathOf } from '../../shell/locations';
import { useWizardSearch } from './use-wizard-search';

/** A new channel's colour until the user picks one. */
const DEFAULT_CHANNEL_COLOR = LABEL_COLORS[6] ?? '#0090ff';

export interface ChannelWizardScreenProps {
  /** The name typed in a channels popover ('"{query}" (create new)'). */
  initialName?: string;
  /** The threads picked in that popover: they join the channel as soon as the wizard creates it. */
  threadIds?: readonly string[];
}

type Contactish = { id: string; display_name: string | null; email: string; picture_url: string | null };
const person = (contact: Contactish): ChannelWizardPerson => ({
  id: contact.id,
  name: contact.display_name || contact.email,
  email: contact.email,
  pictureUrl: contact.picture_url,
});

/**
 * The channel creation wizard, full screen (spec doc 1 "Channel creation wizard"): create the channel, add
 * members, then add conversations (one rule per saved query, in parallel, bulk applied); it closes without
 * waiting for the backfill and lands on the new channel. Its state starts afresh on every opening.
 */
export function ChannelWizardScreen({ initialName, threadIds = [] }: ChannelWizardScreenProps) {
  const router = useRouter();
  const queries = useQueries();
  const mutations = useRouteContext({ from: '__root__', select: (context) => context.mutations });
  const { data: self } = useSuspenseQuery(queries.self());
  const organization = useQuery(queries.organizations()).data?.data[0];
  const channels = useQuery({
    ...queries.organizationChannels(organization?.id ?? ''),
    enabled: Boolean(organization),
  }).data?.data;

  const pristine: ChannelWizardDraft = {
    name: initialName ?? '',
    isPublic: true,
    color: DEFAULT_CHANNEL_COLOR,
  };
  const [step, setStep] = useState<WizardStep>('create');
  const [draft, setDraft] = useState(pristine);
  const [channelId, setChannelId] = useState<string | null>(null);
  const [members, setMembers] = useState<ChannelWizardPerson[]>([person(self)]);
  const [saved, setSaved] = useState<ChannelWizardQuery[]>([]);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [creatingRules, setCreatingRules] = useState(false);
  const search = useWizardSearch(
    step === 'conversations' ? saved : [],
    step === 'conversations' ? typed : '',
  );

  const createChannel = useMutation(mutations.createOrganizationChannel());
  const addParticipants = useMutation(mutations.addChannelParticipants());
  const updateChannel = useMutation(mutations.updateChannel());
  const createRule = useMutation(mutations.createRule());
  const addThreads = useMutation(mutations.updateThreadsChannels());

  const candidates = (organization?.members ?? [])
    .filter((member) => member.type === 'user' && member.id !== self.id)
    .map(person);

  const goToChannel = (id: string) => void router.navigate({ href: pathOf({ kind: 'channel', id }) });
  const close = () => {
    if (channelId) return goToChannel(channelId);
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/inbox' });
  };

  const create = () => {
    if (!organization) return showErrorToast(messages.errors.organizationNotFound);
    createChannel.mutate(
      {
        params: { organization_id: organization.id },
        body: { name: draft.name.trim(), is_public: draft.isPublic, color: draft.color },
      },
      {
        onSuccess: (channel) => {
          // The popover's threads join now, so every way out of the wizard (done, skipped, Escape) keeps them.
          if (threadIds.length > 0)
            addThreads.mutate(
              { body: { thread_ids: [...threadIds], add_channel_ids: [channel.id] } },
              { onError: (error) => showErrorToast(serverMessage(error)) },
            );
          setChannelId(channel.id);
          setDraft({ name: channel.name, isPublic: channel.is_public, color: channel.color });
          setStep('members');
        },
      },
    );
  };

  const rename = () => {
    if (!channelId || draft.name.trim() === '') return;
    updateChannel.mutate(
      { params: { channel_id: channelId }, body: { name: draft.name.trim() } },
      { onError: (error) => showErrorToast(serverMessage(error)) },
    );
  };

  const addMembers = (userIds: string[]) => {
    if (!channelId) return;
    addParticipants.mutate(
      { params: { channel_id: channelId }, body: { user_ids: userIds } },
      {
        onSuccess: () => {
          const added = candidates.filter((candidate) => userIds.includes(candidate.id));
          setMembers((current) => [...current, ...added.filter((a) => !current.some((c) => c.id === a.id))]);
          setStep('conversations');
        },
      },
    );
  };

  const addConversations = (toCreate: ChannelWizardQuery[]) => {
    if (!channelId) return;
    setSaved(toCreate);
    setCreatingRules(true);
    setBusy(true);
    // One rule per saved query, in parallel; the backfill runs on the server, so the wizard does not wait for it.
    const started = toCreate.map((q) =>
      createRule.mutateAsync({
        body: {
          query: q.query,
          actions: [{ type: 'ADD_TO_CHANNEL', channel_id: channelId }],
          apply_to_incoming: q.applyAsFilter,
          bulk_application: true,
        },
      }),
    );
    void Promise.allSettled(started).then((outcomes) => {
      const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
      const report = wizardRulesOutcome({
        failed: failures.length,
        unexpected: failures.some((failure) => !isApiError(failure.reason)),
      });
      if (report) showErrorToast(report);
      goToChannel(channelId);
    });
  };

  const activeError =
    step === 'create' ? createChannel.error : step === 'members' ? addParticipants.error : null;

  return (
    <ChannelWizard
      step={step}
      onClose={close}
      isBusy={busy}
      draft={draft}
      pristineDraft={pristine}
      onDraftChange={setDraft}
      existingChannelNames={(channels ?? []).filter((c) => c.id !== channelId).map((c) => c.name)}
      canCreatePrivate={canCreatePrivateChannel(organization?.isPaying ?? false)}
      // The free plan's 'Create private channels' opens the pricing dialog over the wizard.
      onUpgrade={openPricingDialog}
      onRename={rename}
      onCreate={create}
      onCancel={close}
      isCreating={createChannel.isPending}
      errorMessage={activeError ? serverMessage(activeError) : undefined}
      candidates={candidates}
      members={members}
      onAddMembers={addMembers}
      onSkipMembers={() => setStep('conversations')}
      isAddingMembers={addParticipants.isPending}
      selfEmail={self.email}
      queries={saved}
      onQueriesChange={setSaved}
      draftQuery={typed}
      onDraftQueryChange={setTyped}
      results={search.results}
      isSearching={search.isSearching}
      conversationCount={search.conversationCount}
      onAddConversations={addConversations}
      onSkipConversations={close}
      isCreatingRules={creatingRules}
    />
  );
}
