import { describe, expect, it } from 'vitest';
import {
  canSaveWorkspaceName,
  validateChannelName,
  validateLabelName,
  validateSplitName,
  validateWorkspaceName,
} from './names.js';

describe('validateChannelName', () => {
  it("requires a name: 'Channel name is required'", () => {
    expect(validateChannelName('   ', [])).toBe('Channel name is required');
  });
  it("allows at most 100 characters: 'Channel name must be 100 characters or less'", () => {
    expect(validateChannelName('a'.repeat(100), [])).toBeNull();
    expect(validateChannelName('a'.repeat(101), [])).toBe('Channel name must be 100 characters or less');
    // Characters as a person counts them: 100 emoji (200 UTF-16 units) fit, 101 do not.
    expect(validateChannelName('😀'.repeat(100), [])).toBeNull();
    expect(validateChannelName('👨‍👩‍👧'.repeat(101), [])).toBe('Channel name must be 100 characters or less');
  });
  it("is unique after trimming: 'This channel name is already taken'", () => {
    expect(validateChannelName(' Support ', ['Support'])).toBe('This channel name is already taken');
    expect(validateChannelName('Sales', ['Support'])).toBeNull();
  });
  it('allows keeping its own name when editing', () => {
    expect(validateChannelName('Support', ['Support', 'Sales'], 'Support')).toBeNull();
    expect(validateChannelName('Sales', ['Support', 'Sales'], 'Support')).toBe(
      'This channel name is already taken',
    );
  });
});

describe('validateLabelName', () => {
  it("requires a name: 'Label name is required'", () => {
    expect(validateLabelName('', [])).toBe('Label name is required');
  });
  it("is unique case-insensitively and trimmed: 'A label with this name already exists.'", () => {
    expect(validateLabelName('  finance ', ['Finance'])).toBe('A label with this name already exists.');
  });
  it('allows the unchanged name', () => {
    expect(validateLabelName('Finance', ['Finance'], 'finance')).toBeNull();
  });
});

describe('validateSplitName', () => {
  it("requires a name: 'Split name is required'", () => {
    expect(validateSplitName(' ', [])).toBe('Split name is required');
  });
  it("is unique case-insensitively except its own current name: 'A split with this name already exists.'", () => {
    expect(validateSplitName('NEWSLETTERS', ['Newsletters'])).toBe('A split with this name already exists.');
    expect(validateSplitName('Newsletters ', ['Newsletters'], 'Newsletters')).toBeNull();
    expect(validateSplitName('Receipts', ['Newsletters'])).toBeNull();
  });
});

describe('workspace name', () => {
  it("cannot be empty: 'Workspace name cannot be empty'", () => {
    expect(validateWorkspaceName('  ')).toBe('Workspace name cannot be empty');
    expect(validateWorkspaceName('Acme')).toBeNull();
  });
  it('Save is disabled unless changed and valid (the name is trimmed)', () => {
    expect(canSaveWorkspaceName('Acme ', 'Acme')).toBe(false);
    expect(canSaveWorkspaceName('', 'Acme')).toBe(false);
    expect(canSaveWorkspaceName('Acme Inc', 'Acme')).toBe(true);
  });
});
