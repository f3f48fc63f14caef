import { CHANNEL_NAME_MAX_LENGTH } from '@switchboard/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ChannelWizardScreen } from '../../../channels/wizard/ChannelWizardScreen';

/** `name`: prefilled from a channels popover's '"{query}" (create new)'. */
const NewChannelSearchSchema = z.object({
  name: z.string().trim().max(CHANNEL_NAME_MAX_LENGTH).optional().catch(undefined),
});

/** `/channels/new?name`: the channel creation wizard (a static segment wins over `/channels/{id}`). */
export const Route = createFileRoute('/_app/channels/new')({
  validateSearch: NewChannelSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(context.queries.organizations()),
  component: function NewChannel() {
    const { name } = Route.useSearch();
    // A fresh wizard on every opening.
    return <ChannelWizardScreen key={name ?? ''} initialName={name} />;
  },
});
