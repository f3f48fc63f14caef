import { describe, expect, it } from 'vitest';
import {
  areEmailFeaturesHidden,
  DEFAULT_SETTINGS_SECTION,
  notificationButton,
  shouldShowNotificationBanner,
  visibleSettingsSections,
} from './settings.js';

describe('settings sections', () => {
  it('opens on My Team by default', () => {
    expect(DEFAULT_SETTINGS_SECTION).toBe('my-team');
  });
  it('Signature only with BRANDING_SIGNATURE, Filters with RULES, AI options with AI_CHAT', () => {
    expect(visibleSettingsSections([])).toEqual([
      'my-team',
      'theme',
      'billing',
      'workspace',
      'notifications',
      'email-accounts',
    ]);
    expect(visibleSettingsSections(['BRANDING_SIGNATURE', 'RULES', 'AI_CHAT'])).toHaveLength(9);
    expect(visibleSettingsSections(['RULES'])).toContain('filters');
  });
});

describe('notification settings', () => {
  it('granted shows Disable', () => {
    expect(notificationButton('granted')).toEqual({
      label: 'Disable',
      action: 'disable',
      disabled: false,
      explanation: null,
    });
  });
  it('prompt or not-subscribed shows Enable', () => {
    expect(notificationButton('prompt').label).toBe('Enable');
    expect(notificationButton('not-subscribed').action).toBe('enable');
  });
  it('denied or unsupported shows a disabled button with an explanation', () => {
    expect(notificationButton('denied')).toEqual({
      label: 'Enable',
      action: null,
      disabled: true,
      explanation: 'Notifications have been disabled. Please go to your browser settings to enable them.',
    });
    expect(notificationButton('notsupported').explanation).toBe('Notifications are not supported.');
  });
  it("banner shows when permission is 'prompt' and not dismissed", () => {
    expect(shouldShowNotificationBanner('prompt', null)).toBe(true);
    expect(shouldShowNotificationBanner('prompt', '2024-05-01T10:00:00Z')).toBe(false);
    expect(shouldShowNotificationBanner('granted', null)).toBe(false);
  });
  it('some organizations hide email features (NO_EMAILS)', () => {
    expect(areEmailFeaturesHidden(['NO_EMAILS'])).toBe(true);
    expect(areEmailFeaturesHidden(['RULES'])).toBe(false);
  });
});
