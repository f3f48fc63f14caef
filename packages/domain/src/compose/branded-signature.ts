import { coreMessages } from '../texts/messages.js';

/**
 * The branded signature of outgoing mail (spec doc 2: "Branding signature can be removed only on premium";
 * the free plan's "branded signature cannot be removed"): a free-plan sender always gets the branding line,
 * a premium one only while `branding_signature_enabled` (default true) is on. Null when none is added.
 */
export function brandedSignature(input: {
  isFreePlan: boolean;
  brandingSignatureEnabled: boolean;
}): string | null {
  return input.isFreePlan || input.brandingSignatureEnabled
    ? coreMessages.settings.signature.brandedText
    : null;
}

/** The branding setting as stored: anything but an explicit `false` is on (its default is true). */
export function brandingSignatureEnabled(settings: unknown): boolean {
  if (typeof settings !== 'object' || settings === null) return true;
  return (settings as { branding_signature_enabled?: unknown }).branding_signature_enabled !== false;
}
