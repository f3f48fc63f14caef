import {
  areEmailFeaturesHidden,
  createShortcutMatcher,
  messages,
  PREFETCH_FRESHNESS_MS,
  rankChanges,
  type SavedSearch,
  SHORTCUTS,
  sortByRank,
  type ThemeName,
  type User,
} from '@switchboard/domain';
import {
  AppFrame,
  type CommandMenuCommand,
  ConfirmDialog,
  detectPlatform,
  OfflineBanner,
  ReauthBanner,
  Sidebar,
  type SidebarLocation,
  shortcutKeyOf,
  Toaster,
  TopBar,
  themeNames,
} from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { type ComponentProps, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useAiChatVisible } from '../ai/ai-preferences';
import { openPricingDialog } from '../billing/open-pricing-dialog';
import { openChannelWizard, useChannelWizardCommand } from '../channels/wizard/open-channel-wizard';
import { runCommand as runRegisteredCommand, useRegisteredCommands } from '../command/command-registry';
import { preloadComposer } from '../compose/ComposeProvider';
import {
  openCreateLabelDialog,
  openDeleteLabelDialog,
  openEditLabelDialog,
} from '../labels/open-label-dialogs';
import { useLabelCommands } from '../labels/use-label-commands';
import { lazyComponent, preloadWhenIdle } from '../lazy';
import { useDropOnChannel } from '../lists/drop-threads';
import { PushNotifications } from '../notifications/PushNotifications';
import { useWaitingChanges } from '../offline/offline-queue';
import type { RouterContext } from '../router';
import { readRecentSearches, recordRecentSearch } from '../search/recent-searches-store';
import { searchDestination } from '../search/search-destination';
import { SettingsHost, SettingsScreen } from '../settings/SettingsHost';
import { isRouted, openCompose, openSettings } from '../shortcuts/destinations';
import { useGlobalShortcuts } from '../shortcuts/use-global-shortcuts';
import { openSplitInboxesDialog } from '../splits/open-split-inboxes-dialog';
import { useAppTheme } from '../theme/AppTheme';
import { DialogHost, openDialog } from './dialog-host';
import { locationFromPath, pathOf, pathOfCommandTarget } from './locations';
import { NotificationPermissionBanner } from './NotificationPermissionBanner';
import { navigationRestore, writeNavigationState } from './navigation-state';
import { useOnline } from './use-online';
import { useTeamLimit } from './use-team-limit';

// What the shell opens only on request loads on first use, and on idle once the first rows are up (so the
// first c, mod+k or ? finds its code there): not on /inbox's startup path (issue 17, docs/ARCHITECTURE.md).
const AppCommandMenu = lazyComponent(() =>
  import('./AppCommandMenu').then((module) => module.AppCommandMenu),
);
const ShortcutsHelp = lazyComponent(() => import('./ShortcutsHelp').then((module) => module.ShortcutsHelp));
const AiChat = lazyComponent(() => import('../ai/AiChat').then((module) => module.AiChat));
const AddChannelsDialog = lazyComponent(() =>
  import('./AddChannelsDialog').then((module) => module.AddChannelsDialog),
);
const commandMenuShortcut = SHORTCUTS.filter((shortcut) => shortcut.id === 'command_menu');

export interface AppShellProps {
  self: User;
  context: Pick<RouterContext, 'queries' | 'mutations'>;
  onSignOut: () => void;
  /** Starts the sign-in again (the mail account lost its grant), returning to `returnTo`. */
  onReauth: (returnTo: string) => void;
  children: ReactNode;
}

const tabOf = (location: SidebarLocation): 'inbox' | 'folders' =>
  location.kind === 'folder' || location.kind === 'label' ? 'folders' : 'inbox';

/**
 * The signed-in frame, made of the kit: TopBar (search with suggestions, the user menu), Sidebar, the
 * banners (offline, re-auth, notifications), the one toast host and the one dialog host, the command menu and
 * the global keys.
 */
export function AppShell({ self, context, onSignOut, onReauth, children }: AppShellProps) {
  const { queries } = context;
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const searchQuery = useRouterState({
    select: (state) =>
      state.location.pathname === '/search'
        ? String((state.location.search as { query?: unknown }).query ?? '')
        : '',
  });
  const online = useOnline();
  const waitingChanges = useWaitingChanges();
  const theme = useAppTheme();

  const channels = useQuery(queries.selfChannels()).data?.data ?? [];
  const labels = useQuery(queries.labels()).data?.data ?? [];
  const splits = useQuery(queries.inboxSplits()).data?.data ?? [];
  const account = useQuery(queries.account()).data;
  const organization = useQuery(queries.organizations()).data?.data[0];
  const contacts = useQuery(queries.contacts()).data?.data ?? [];
  const settings = useQuery(queries.userSettings(self.id)).data;
  const features = [...self.features, ...(organization?.features ?? [])];
  const emailFeaturesHidden = areEmailFeaturesHidden(features);
  const aiEnabled = features.includes('AI_CHAT');
  const [aiChatVisible, setAiChatVisible] = useAiChatVisible();

  // The user's theme from their settings, once they load (the device's copy showed meanwhile).
  const { setTheme } = theme;
  useEffect(() => {
    if (settings?.theme) setTheme(settings.theme);
  }, [settings?.theme, setTheme]);

  const current = locationFromPath(pathname);
  const [sidebarTab, setSidebarTab] = useState<'inbox' | 'folders'>(
    () => navigationRestore().sidebarTab ?? tabOf(current),
  );
  useEffect(() => writeNavigationState({ sidebarTab }), [sidebarTab]);
  const [labelsExpanded, setLabelsExpanded] = useState(() => navigationRestore().labelsExpanded ?? true);
  useEffect(() => writeNavigationState({ labelsExpanded }), [labelsExpanded]);
  // Going somewhere (a g-chord, the menu, a search) shows the tab that holds it; not at start, so a
  // reload keeps the tab the user left open.
  const currentTab = tabOf(current);
  const firstTab = useRef(true);
  useEffect(() => {
    if (firstTab.current) {
      firstTab.current = false;
      return;
    }
    setSidebarTab(currentTab);
  }, [currentTab]);

  const [query, setQuery] = useState(searchQuery);
  useEffect(() => setQuery(searchQuery), [searchQuery]);
  const [recent, setRecent] = useState<SavedSearch[]>(() => readRecentSearches());
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu mounts on its first mod+k (then stays, for its closing transition and its state).
  const [menuMounted, setMenuMounted] = useState(false);
  useEffect(() => {
    const matcher = createShortcutMatcher(commandMenuShortcut, { platform: detectPlatform() });
    const onKeyDown = (event: KeyboardEvent) => {
      const id = matcher.handle(shortcutKeyOf(event));
      if (id !== 'command_menu') return;
      event.preventDefault();
      setMenuMounted(true);
      setMenuOpen((open) => !open);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  // After the first paint, on idle: the code of what a key opens (composer, command menu, help, settings).
  useEffect(
    () =>
      preloadWhenIdle([
        AppCommandMenu.preload,
        ShortcutsHelp.preload,
        preloadComposer,
        SettingsScreen.preload,
      ]),
    [],
  );
  useLabelCommands();
  useChannelWizardCommand();

  const go = (href: string) => void router.navigate({ href });
  const openShortcuts = () =>
    openDialog((close) => (
      <Suspense fallback={null}>
        <ShortcutsHelp onClose={close} />
      </Suspense>
    ));
  const settingsRouted = isRouted(router, '/settings');

  useGlobalShortcuts({
    // A screen another issue builds (Drafts, #12) is not bound until its route exists.
    go: (path) => {
      if (!isRouted(router, path)) return false;
      go(path);
      return true;
    },
    openShortcuts,
    compose: () => openCompose(router),
    settings: () => openSettings(router),
  });

  // Hovering a sidebar item prefetches its screen, fresh for the spec's 600 s: hovering it again
  // within that time fetches nothing.
  const prefetched = useRef(new Map<string, number>());
  const prefetch = (location: SidebarLocation) => {
    const href = pathOf(location);
    const at = prefetched.current.get(href);
    if (at !== undefined && Date.now() - at < PREFETCH_FRESHNESS_MS) return;
    prefetched.current.set(href, Date.now());
    // The router builds a location from `href` (as navigate does); its types only list `to`.
    void router.preloadRoute({ href } as never).catch(() => prefetched.current.delete(href));
  };

  const { mutate: updateSettings } = useMutation(context.mutations.updateUserSettings());
  const saveTheme = (name: ThemeName) =>
    updateSettings({ params: { user_id: self.id }, body: { theme: name } });

  const runCommand = (command: CommandMenuCommand) => {
    const target = command.target;
    if (target.type === 'action') {
      if (target.action === 'shortcuts') openShortcuts();
      else runRegisteredCommand(target.action);
      return;
    }
    if (target.type === 'theme') {
      theme.setTheme(target.theme);
      saveTheme(target.theme);
      return;
    }
    if (target.type === 'mode') {
      theme.setMode(target.mode);
      return;
    }
    if (target.type === 'settings') {
      if (target.view === 'settings') openSettings(router);
      else openSplitInboxesDialog(target.view === 'new_split' ? { kind: 'add' } : { kind: 'list' });
      return;
    }
    const path = pathOfCommandTarget(target);
    if (path) go(path);
  };

  const teamLimit = useTeamLimit(organization?.id ?? null, queries, openPricingDialog);

  // The sidebar lists the channels by rank; a reorder writes the ranks the domain's rule gives.
  const sidebarChannels = useMemo(
    () =>
      sortByRank(channels).map((channel) => ({
        id: channel.id,
        name: channel.name,
        color: channel.color,
        isPrivate: !channel.is_public,
        unreadCount: channel.unread_count,
        notificationLevel: channel.notification_level,
      })),
    [channels],
  );
  const { mutate: setRank } = useMutation(context.mutations.setChannelRank());
  const reorderChannels = (orderedIds: string[]) => {
    for (const change of rankChanges(channels, orderedIds)) {
      setRank({ params: { channel_id: change.id }, body: { rank: change.rank } });
    }
  };
  const dropOnChannel = useDropOnChannel();
  const showReorderUpsell = () =>
    openDialog((close) => (
      <ConfirmDialog
        isOpen
        onOpenChange={(isOpen) => isOpen || close()}
        title={messages.channel.upgrade}
        description={messages.channel.reorderUpsell}
        confirmLabel={messages.channel.upgrade}
        onConfirm={openPricingDialog}
      />
    ));

  const customSplits = useMemo(
    () => splits.filter((split) => split.type === 'custom' && split.enabled),
    [splits],
  );

  return (
    <>
      <AppFrame
        mainLabel={messages.shell.mainRegion}
        topBar={
          <TopBar
            query={query}
            onQueryChange={setQuery}
            onSearch={(text) => {
              setRecent(recordRecentSearch(text, new Date().toISOString()));
              go(searchDestination(text, { channels, labels }));
            }}
            people={contacts
              .filter((contact) => contact.type === 'user' || contact.display_name)
              .map((contact) => ({
                id: contact.id,
                name: contact.display_name ?? contact.email,
                email: contact.email,
                pictureUrl: contact.picture_url,
                isSelf: contact.email === self.email,
              }))}
            channels={channels}
            recentSearches={recent.map((item) => item.query)}
            isAiOpen={aiEnabled && aiChatVisible}
            onAiOpenChange={setAiChatVisible}
            showAiToggle={aiEnabled}
            user={{ name: self.display_name, email: self.email, pictureUrl: self.picture_url }}
            onLogoPress={() => go('/inbox')}
            onShortcuts={openShortcuts}
            onSettings={settingsRouted ? () => openSettings(router) : undefined}
            onLogOut={onSignOut}
          />
        }
        banner={
          <>
            {online ? null : <OfflineBanner waiting={waitingChanges} />}
            {account?.reauth_reason ? (
              <ReauthBanner reason={account.reauth_reason} onSignIn={() => onReauth(pathname)} />
            ) : null}
            <NotificationPermissionBanner />
            <PushNotifications />
          </>
        }
        sidebar={
          <Sidebar
            aria-label={messages.shell.navigation}
            current={current}
            onNavigate={(location) => go(pathOf(location))}
            onPrefetch={prefetch}
            onCompose={() => openCompose(router)}
            inboxUnreadCount={account?.unread_event_counts.total ?? 0}
            channels={sidebarChannels}
            canReorderChannels={organization?.isPaying ?? false}
            onReorderChannels={reorderChannels}
            onReorderUpsell={showReorderUpsell}
            onDropThreads={dropOnChannel}
            onNewChannel={() => openChannelWizard(router)}
            onAddChannels={() =>
              organization &&
              openDialog((close) => (
                <Suspense fallback={null}>
                  <AddChannelsDialog organizationId={organization.id} context={context} onClose={close} />
                </Suspense>
              ))
            }
            invite={
              organization && settingsRouted
                ? { workspaceName: organization.name, onInvite: () => openSettings(router, 'my-team') }
                : undefined
            }
            teamLimit={teamLimit.card}
            folderCounts={{ spam: account?.number_of_unread_spam_threads ?? 0 }}
            emailFeaturesHidden={emailFeaturesHidden}
            labels={labels}
            onCreateLabel={() => openCreateLabelDialog()}
            onEditLabel={openEditLabelDialog}
            onDeleteLabel={openDeleteLabelDialog}
            tab={sidebarTab}
            onTabChange={setSidebarTab}
            isLabelsExpanded={labelsExpanded}
            onLabelsExpandedChange={setLabelsExpanded}
          />
        }
      >
        {children}
      </AppFrame>
      {aiEnabled && aiChatVisible ? (
        <Suspense fallback={null}>
          <AiChat onClose={() => setAiChatVisible(false)} />
        </Suspense>
      ) : null}
      {menuMounted ? (
        <CommandMenuHost
          isOpen={menuOpen}
          onOpenChange={setMenuOpen}
          onSelect={runCommand}
          channels={channels}
          labels={labels}
          splits={customSplits}
          emailFeaturesHidden={emailFeaturesHidden}
          themes={themeNames}
        />
      ) : null}
      <Toaster />
      <SettingsHost />
      <DialogHost />
    </>
  );
}

/**
 * The command menu with the actions the screen registers now. It alone follows the registry: the shell
 * did, and a j onto a row whose actions differ (read or unread, starred or not) rendered the whole
 * sidebar and top bar again, as did every archive (about 250 components a key in the app's own count).
 */
function CommandMenuHost(props: Omit<ComponentProps<typeof AppCommandMenu>, 'availableActions'>) {
  const registered = useRegisteredCommands();
  const availableActions = useMemo(
    () => ['shortcuts', ...registered.filter((c) => c.group === 'actions').map((c) => c.id)],
    [registered],
  );
  return (
    <Suspense fallback={null}>
      <AppCommandMenu {...props} availableActions={availableActions} />
    </Suspense>
  );
}
