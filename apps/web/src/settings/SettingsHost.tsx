import type { SettingsSection } from '@switchboard/domain';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { Suspense, useCallback } from 'react';
import { lazyComponent } from '../lazy';
import { closeSettingsOverlay, openSettingsOverlay, settingsOverlaySection } from './settings-location';

// Every section's code (accounts, team, billing, filters, signature editor...) loads when settings first open,
// or on idle after the first rows (AppShell): not on /inbox's startup path (issue 17).
export const SettingsScreen = lazyComponent(() =>
  import('./SettingsScreen').then((module) => module.SettingsScreen),
);

/** The settings overlay over the current screen, while the location's history state asks for it. */
export function SettingsHost() {
  const router = useRouter();
  const section = useRouterState({ select: (state) => settingsOverlaySection(state.location.state) });
  const onSectionChange = useCallback((next: SettingsSection) => openSettingsOverlay(router, next), [router]);
  if (section === null) return null;
  return (
    <Suspense fallback={null}>
      <SettingsScreen
        section={section}
        onSectionChange={onSectionChange}
        onClose={() => closeSettingsOverlay(router)}
      />
    </Suspense>
  );
}
