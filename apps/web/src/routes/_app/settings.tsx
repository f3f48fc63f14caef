import { SettingsSectionSchema } from '@switchboard/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SettingsPage } from '../../settings/SettingsPage';

const SettingsSearchSchema = z.object({ section: SettingsSectionSchema.optional().catch(undefined) });

/** `/settings?section`: the settings overlay (over the current screen when opened from the app). */
export const Route = createFileRoute('/_app/settings')({
  validateSearch: SettingsSearchSchema,
  component: SettingsPage,
});
