import { messages } from '@switchboard/domain';
import { SplitTabs } from '@switchboard/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, useNavigate, useParams } from '@tanstack/react-router';
import { useDropOnSplit } from '../../../lists/drop-threads';
import { PRIMARY_SPLIT, splitTabs } from '../../../lists/inbox-splits';
import { useSplitNewDots } from '../../../lists/use-split-activity';
import { openSplitInboxesDialog } from '../../../splits/open-split-inboxes-dialog';
import { useSplitCommands } from '../../../splits/use-split-commands';

/**
 * The inbox frame: the strip of splits (Primary, then the enabled category and custom splits, with
 * unread counts) over the selected split's list. The user's settings decide what Primary lists, so
 * the loader has them before the list loads; counts and split names fill in when they arrive.
 */
export const Route = createFileRoute('/_app/inbox')({
  loader: async ({ context: { queryClient, queries } }) => {
    const self = await queryClient.ensureQueryData(queries.self());
    await queryClient.ensureQueryData(queries.userSettings(self.id));
  },
  component: InboxFrame,
});

function InboxFrame() {
  const { queries } = Route.useRouteContext();
  const navigate = useNavigate();
  const { split } = useParams({ strict: false });
  const { data: self } = useSuspenseQuery(queries.self());
  const { data: settings } = useSuspenseQuery(queries.userSettings(self.id));
  const account = useQuery(queries.account());
  const definitions = useQuery(queries.inboxSplits());
  const tabs = useSplitNewDots(splitTabs(settings, account.data, definitions.data?.data ?? []), settings);
  const selectedId = split && tabs.some((tab) => tab.id === split) ? split : PRIMARY_SPLIT;
  const onDropThreads = useDropOnSplit(tabs);
  useSplitCommands(
    definitions.data?.data.some((definition) => definition.id === selectedId) ? selectedId : null,
  );

  return (
    <SplitTabs
      aria-label={messages.shell.sidebar.inbox}
      splits={tabs}
      selectedId={selectedId}
      onSelectionChange={(id) =>
        void (id === PRIMARY_SPLIT
          ? navigate({ to: '/inbox' })
          : navigate({ to: '/inbox/$split', params: { split: id } }))
      }
      onEdit={() => openSplitInboxesDialog()}
      onDropThreads={onDropThreads}
    >
      <Outlet />
    </SplitTabs>
  );
}
