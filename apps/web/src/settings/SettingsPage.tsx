import type { SettingsSection } from '@switchboard/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SettingsScreen } from './SettingsScreen';

const route = getRouteApi('/_app/settings');

/** `/settings` opened directly: the overlay over the app's frame; closing goes to the inbox. */
export function SettingsPage() {
  const { section } = route.useSearch();
  const navigate = route.useNavigate();
  const onSectionChange = useCallback(
    (next: SettingsSection) => void navigate({ search: { section: next }, replace: true }),
    [navigate],
  );
  return (
    <SettingsScreen
      section={section}
      onSectionChange={onSectionChange}
      onClose={() => void navigate({ to: '/inbox' })}
    />
  );
}
