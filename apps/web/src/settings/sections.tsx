import { type FeatureFlag, messages, type SettingsSection } from '@switchboard/domain';
import type { ComponentType } from 'react';
import { AiOptionsSection } from './AiOptionsSection';
import { ArrivesWithFeature } from './ArrivesWithFeature';
import { MyTeamSection } from './MyTeamSection';
import { SignatureSection } from './SignatureSection';
import { ThemeSection } from './ThemeSection';
import { WorkspaceSection } from './WorkspaceSection';

export interface SettingsSectionEntry {
  label: string;
  /** The feature flag that shows it (none: always shown). */
  flag: FeatureFlag | null;
  /** The section's content; it takes no props (it reads what it needs and reports unsaved changes). */
  component: ComponentType;
}

const names = messages.settings.sections;

/** The settings overlay's sections, in order (spec doc 1 "Settings overlay"). */
export const SETTINGS_SECTIONS: Record<SettingsSection, SettingsSectionEntry> = {
  'my-team': { label: names['my-team'], flag: null, component: MyTeamSection },
  theme: { label: names.theme, flag: null, component: ThemeSection },
  // Built by #15b (apps/web/src/billing/BillingSection.tsx).
  billing: { label: names.billing, flag: null, component: ArrivesWithFeature },
  workspace: { label: names.workspace, flag: null, component: WorkspaceSection },
  // Built by #15c (apps/web/src/notifications/NotificationsSection.tsx).
  notifications: { label: names.notifications, flag: null, component: ArrivesWithFeature },
  signature: { label: names.signature, flag: 'BRANDING_SIGNATURE', component: SignatureSection },
  // Built by #14 (apps/web/src/filters/FiltersSection.tsx).
  filters: { label: names.filters, flag: 'RULES', component: ArrivesWithFeature },
  'ai-options': { label: names['ai-options'], flag: 'AI_CHAT', component: AiOptionsSection },
};
