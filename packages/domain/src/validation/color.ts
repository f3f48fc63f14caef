import { coreMessages } from '../texts/messages.js';

/** Default label colour: slate gray. */
export const DEFAULT_LABEL_COLOR = '#708090';

/** Colour codes must be six-digit hex `#rrggbb`, else 'Invalid hex color code'. */
export function validateHexColor(color: string): string | null {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? null : coreMessages.validation.invalidHexColor;
}
