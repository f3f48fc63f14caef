import { ShortcutsDialog } from '@switchboard/ui';

/** The shortcuts dialog (?), in its own chunk: loaded on first use or on idle (AppShell). */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  return <ShortcutsDialog isOpen onOpenChange={(isOpen) => isOpen || onClose()} />;
}
