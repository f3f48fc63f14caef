import { type FeatureFlag, messages, type SettingsSection } from '@switchboard/domain';
import type { ComponentType } from 'react';
import { BillingSection } from '../billing/BillingSection';
import { FiltersSection } from '../filters/FiltersSection';
import { NotificationsSection } from '../notifications/NotificationsSection';
import { AiOptionsSection } from './AiOptionsSection';
import { EmailAccountsSection } from './EmailAccountsSection';
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
  billing: { label: names.billing, flag: null, component: BillingSection },
  workspace: { label: names.workspace, flag: null, component: WorkspaceSection },
  notifications: { label: names.notifications, flag: null, component: NotificationsSection },
  signature: { label: names.signature, flag: 'BRANDING_SIGNATURE', component: SignatureSection },
  filters: { label: names.filters, flag: 'RULES', component: FiltersSection },
  'ai-options': { label: names['ai-options'], flag: 'AI_CHAT', component: AiOptionsSection },
  'email-accounts': { label: names['email-accounts'], flag: null, component: EmailAccountsSection },
};
