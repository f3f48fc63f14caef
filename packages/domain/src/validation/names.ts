import { graphemeLength } from '../characters/graphemes.js';
import { CHANNEL_NAME_MAX_LENGTH } from '../constants/constants.js';
import { coreMessages } from '../texts/messages.js';

const v = coreMessages.validation;

function sameName(a: string, b: string, caseInsensitive: boolean): boolean {
  const x = a.trim();
  const y = b.trim();
  return caseInsensitive ? x.toLowerCase() === y.toLowerCase() : x === y;
}

function isTaken(
  name: string,
  existingNames: readonly string[],
  currentName: string | undefined,
  caseInsensitive: boolean,
): boolean {
  if (currentName !== undefined && sameName(name, currentName, caseInsensitive)) return false;
  return existingNames.some((existing) => sameName(existing, name, caseInsensitive));
}

/**
 * Channel name: required, at most 100 characters (as a person counts them: an emoji is one), unique after trimming (spec doc 2 section 5).
 * `currentName` is the channel's own name when editing: keeping it is allowed.
 */
export function validateChannelName(
  name: string,
  existingNames: readonly string[],
  currentName?: string,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return v.channelNameRequired;
  if (graphemeLength(trimmed) > CHANNEL_NAME_MAX_LENGTH) return v.channelNameTooLong;
  if (isTaken(trimmed, existingNames, currentName, false)) return v.channelNameTaken;
  return null;
}

/** Label name: required, unique case-insensitively after trimming; its unchanged name is allowed. */
export function validateLabelName(
  name: string,
  existingNames: readonly string[],
  currentName?: string,
): string | null {
  if (name.trim() === '') return v.labelNameRequired;
  if (isTaken(name, existingNames, currentName, true)) return v.labelNameTaken;
  return null;
}

/** Split name: required, unique case-insensitively after trimming except its own current name. */
export function validateSplitName(
  name: string,
  existingNames: readonly string[],
  currentName?: string,
): string | null {
  if (name.trim() === '') return v.splitNameRequired;
  if (isTaken(name, existingNames, currentName, true)) return v.splitNameTaken;
  return null;
}

/** Workspace name: cannot be empty once trimmed. */
export function validateWorkspaceName(name: string): string | null {
  return name.trim() === '' ? v.workspaceNameRequired : null;
}

/** Workspace Save is enabled only when the trimmed name changed and is valid. */
export function canSaveWorkspaceName(name: string, currentName: string): boolean {
  return validateWorkspaceName(name) === null && name.trim() !== currentName.trim();
}
