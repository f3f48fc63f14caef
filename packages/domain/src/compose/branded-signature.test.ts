import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { brandedSignature, brandingSignatureEnabled } from './branded-signature.js';

describe('branded signature', () => {
  it("a free-plan sender gets 'Sent with Switchboard' even with the setting off (only premium may remove it)", () => {
    expect(brandedSignature({ isFreePlan: true, brandingSignatureEnabled: false })).toBe(
      'Sent with Switchboard',
    );
    expect(brandedSignature({ isFreePlan: true, brandingSignatureEnabled: true })).toBe(
      'Sent with Switchboard',
    );
  });
  it('a premium sender gets it while the setting is on, and none once turned off', () => {
    expect(brandedSignature({ isFreePlan: false, brandingSignatureEnabled: true })).toBe(
      'Sent with Switchboard',
    );
    expect(brandedSignature({ isFreePlan: false, brandingSignatureEnabled: false })).toBeNull();
  });
  it('the stored setting defaults to on: only an explicit false turns it off', () => {
    expect(brandingSignatureEnabled({})).toBe(true);
    expect(brandingSignatureEnabled(null)).toBe(true);
    expect(brandingSignatureEnabled({ branding_signature_enabled: true })).toBe(true);
    expect(brandingSignatureEnabled({ branding_signature_enabled: false })).toBe(false);
  });
  test.prop([fc.boolean(), fc.boolean()])(
    'is absent only for premium with the setting off',
    (free, enabled) => {
      const signature = brandedSignature({ isFreePlan: free, brandingSignatureEnabled: enabled });
      expect(signature === null).toBe(!free && !enabled);
    },
  );
});
