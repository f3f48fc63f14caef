import { describe, expect, it } from 'vitest';
import {
  canSubmitChannelForm,
  isResultCountCapped,
  WIZARD_STEPS,
  wizardMainButton,
  wizardPreviewHeader,
  wizardRulesOutcome,
} from './wizard.js';

const idle = { creating: false, searching: false, valid: true, conversations: null, filters: 0 };

describe('wizard main button', () => {
  it("'Creating rules...' while creating", () => {
    expect(wizardMainButton({ ...idle, creating: true, searching: true })).toEqual({
      label: 'Creating rules...',
      disabled: true,
    });
  });
  it("'Searching...' while any search runs", () => {
    expect(wizardMainButton({ ...idle, searching: true })).toEqual({ label: 'Searching...', disabled: true });
  });
  it("'Add ~N conversation(s) & M filter(s)' with results (capped '1000+')", () => {
    expect(wizardMainButton({ ...idle, conversations: 1, filters: 1 }).label).toBe(
      'Add ~1 conversation & 1 filter',
    );
    expect(wizardMainButton({ ...idle, conversations: 4000, filters: 2 }).label).toBe(
      'Add ~1000+ conversations & 2 filters',
    );
  });
  it("else 'Add conversations'; disabled when the form is invalid", () => {
    expect(wizardMainButton({ ...idle, conversations: 0 })).toEqual({
      label: 'Add conversations',
      disabled: false,
    });
    expect(wizardMainButton({ ...idle, valid: false })).toEqual({
      label: 'Add conversations',
      disabled: true,
    });
  });
});

describe('wizard preview and form', () => {
  it("per-query header: 'no results', 'showing preview of N results' or of 1000+", () => {
    expect(wizardPreviewHeader(0)).toBe('no results');
    expect(wizardPreviewHeader(12)).toBe('showing preview of 12 results');
    expect(wizardPreviewHeader(1200)).toBe('showing preview of 1000+ results');
    expect(isResultCountCapped(999)).toBe(false);
    expect(isResultCountCapped(1000)).toBe(true);
  });
  it('three steps: create, members, conversations', () => {
    expect(WIZARD_STEPS).toEqual(['create', 'members', 'conversations']);
  });
  it('create is enabled only when valid and changed', () => {
    expect(canSubmitChannelForm({ valid: true, changed: false })).toBe(false);
    expect(canSubmitChannelForm({ valid: true, changed: true })).toBe(true);
  });
});

describe('wizard rules outcome', () => {
  it('says nothing when every rule was created', () => {
    expect(wizardRulesOutcome({ failed: 0, unexpected: false })).toBeNull();
  });
  it("'Failed to create N rule(s). They can be added later from channel settings.'", () => {
    expect(wizardRulesOutcome({ failed: 1, unexpected: false })).toBe(
      'Failed to create 1 rule. They can be added later from channel settings.',
    );
    expect(wizardRulesOutcome({ failed: 3, unexpected: false })).toBe(
      'Failed to create 3 rules. They can be added later from channel settings.',
    );
  });
  it("'An unexpected error occurred while creating rules.' when a failure is not the server's answer", () => {
    expect(wizardRulesOutcome({ failed: 2, unexpected: true })).toBe(
      'An unexpected error occurred while creating rules.',
    );
  });
});
