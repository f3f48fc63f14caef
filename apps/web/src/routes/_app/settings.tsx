import { SETTINGS_SECTIONS } from '@switchboard/domain';
import { createFileRoute } from '@tanstack/react-router';
import { oneOfParam, presentParams } from '../../search-params';
import { SettingsPage } from '../../settings/SettingsPage';

/** `/settings?section`: the settings overlay (over the current screen when opened from the app). */
export const Route = createFileRoute('/_app/settings')({
  validateSearch: (search: Record<string, unknown>) =>
    presentParams({ section: oneOfParam(search.section, SETTINGS_SECTIONS) }),
  component: SettingsPage,
});
