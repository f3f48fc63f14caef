import type { SettingsSection } from '@switchboard/domain';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SettingsScreen } from './SettingsScreen';
import { closeSettingsOverlay, openSettingsOverlay, settingsOverlaySection } from './settings-location';

/** The settings overlay over the current screen, while the location's history state asks for it. */
export function SettingsHost() {
  const router = useRouter();
  const section = useRouterState({ select: (state) => settingsOverlaySection(state.location.state) });
  const onSectionChange = useCallback((next: SettingsSection) => openSettingsOverlay(router, next), [router]);
  if (section === null) return null;
  return (
    <SettingsScreen
      section={section}
      onSectionChange={onSectionChange}
      onClose={() => closeSettingsOverlay(router)}
    />
  );
}
