import { CommandMenu, type CommandMenuProps } from '@switchboard/ui';

/**
 * The kit's command menu (cmdk) in its own chunk, loaded on the first mod+k or on idle (AppShell); the shell
 * listens for mod+k itself, so the first press is heard before this code is there.
 */
export function AppCommandMenu(props: Omit<CommandMenuProps, 'listenForShortcut'>) {
  return <CommandMenu {...props} listenForShortcut={false} />;
}
