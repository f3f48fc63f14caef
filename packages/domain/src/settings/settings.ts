import { SETTINGS_SECTIONS } from '../model/enum-values.js';
import type { FeatureFlag, NotificationPermissionState, SettingsSection } from '../model/enums.js';
import { coreMessages } from '../texts/messages.js';

/** The section the settings overlay opens on. */
export const DEFAULT_SETTINGS_SECTION: SettingsSection = 'my-team';

const SECTION_FLAG: Partial<Record<SettingsSection, FeatureFlag>> = {
  signature: 'BRANDING_SIGNATURE',
  filters: 'RULES',
  'ai-options': 'AI_CHAT',
};

/**
 * The settings sections shown for the granted feature flags (organization and user combined): Signature
 * only with BRANDING_SIGNATURE, Filters with RULES, AI options with AI_CHAT.
 */
export function visibleSettingsSections(features: readonly FeatureFlag[]): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => {
    const flag = SECTION_FLAG[section];
    return flag === undefined || features.includes(flag);
  });
}

/**
 * The notifications setting's button: granted shows Disable; prompt or not-subscribed shows Enable; denied
 * or unsupported shows a disabled button with an explanation.
 */
export function notificationButton(state: NotificationPermissionState): {
  label: string;
  action: 'enable' | 'disable' | null;
  disabled: boolean;
  explanation: string | null;
} {
  const n = coreMessages.settings.notifications;
  if (state === 'granted') return { label: n.disable, action: 'disable', disabled: false, explanation: null };
  if (state === 'prompt' || state === 'not-subscribed') {
    return { label: n.enable, action: 'enable', disabled: false, explanation: null };
  }
  return {
    label: n.enable,
    action: null,
    disabled: true,
    explanation: state === 'denied' ? n.denied : n.unsupported,
  };
}

/** The notification banner shows when permission is 'prompt' and it was not dismissed. */
export function shouldShowNotificationBanner(
  state: NotificationPermissionState,
  dismissedAt: string | null,
): boolean {
  return state === 'prompt' && dismissedAt === null;
}

/** Organizations with the NO_EMAILS feature hide email features (Spam, category splits). */
export function areEmailFeaturesHidden(features: readonly FeatureFlag[]): boolean {
  return features.includes('NO_EMAILS');
}
