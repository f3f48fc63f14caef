import { CHANNEL_NAME_MAX_LENGTH } from '@switchboard/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ChannelWizardScreen } from '../../../channels/wizard/ChannelWizardScreen';
import { WIZARD_PICKED_THREADS_MAX } from '../../../channels/wizard/navigate-to-wizard';
import { presentParams, textListParam, textParam } from '../../../search-params';

/**
 * From a channels popover's '"{query}" (create new)': `name` prefills the channel's name, `threads` are the
 * threads picked in the popover, which join the channel once the wizard has created it.
 */
function newChannelSearch(search: Record<string, unknown>) {
  return presentParams({
    name: textParam(search.name, { trim: true, max: CHANNEL_NAME_MAX_LENGTH }),
    threads: textListParam(search.threads, WIZARD_PICKED_THREADS_MAX, { min: 1, max: 200 }),
  });
}

/** `/channels/new?name&threads`: the channel creation wizard (a static segment wins over `/channels/{id}`). */
export const Route = createFileRoute('/_app/channels/new')({
  validateSearch: newChannelSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(context.queries.organizations()),
  component: function NewChannel() {
    const { name, threads } = Route.useSearch();
    // A fresh wizard on every opening.
    return (
      <ChannelWizardScreen
        key={`${name ?? ''}|${threads?.join(',') ?? ''}`}
        initialName={name}
        threadIds={threads}
      />
    );
  },
});
