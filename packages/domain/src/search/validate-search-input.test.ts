import { describe, expect, it } from 'vitest';
import { searchTexts } from '../texts/search-texts.js';
import {
  hasIncomingFilterWarning,
  isWizardSearchable,
  validateFilterDefinition,
  validateSavedSearch,
} from './validate-search-input.js';

describe('isWizardSearchable: "valid only if it parses and contains at least one plain text or exact-match term"', () => {
  it('searches text and exact phrases, also next to filters', () => {
    expect(isWizardSearchable('budget')).toBe(true);
    expect(isWizardSearchable('"party budget"')).toBe(true);
    expect(isWizardSearchable('from:bob (budget OR plan)')).toBe(true);
  });

  it('"operator-only queries are not searched", nor empty or unparseable ones', () => {
    expect(isWizardSearchable('from:bob')).toBe(false);
    expect(isWizardSearchable('')).toBe(false);
    expect(isWizardSearchable('budget (')).toBe(false);
  });
});

describe('hasIncomingFilterWarning: "Enabling a filter with label:, in:, is:, before: or after: asks confirmation"', () => {
  it('warns for each of the five operators, anywhere in the query', () => {
    for (const input of [
      'label:x',
      'in:inbox',
      'is:unread',
      'before:2026/01/01',
      'a OR -(b after:2026/01/01)',
    ]) {
      expect(hasIncomingFilterWarning(input)).toBe(true);
    }
  });

  it('does not warn for other operators, text or unparseable input', () => {
    expect(hasIncomingFilterWarning('from:bob older:2026/01/01 label')).toBe(false);
    expect(hasIncomingFilterWarning('label:"x')).toBe(false);
  });

  it("has the spec's confirmation text", () => {
    expect(searchTexts.incomingFilterWarning).toBe(
      'Filters containing "label:", "in:", "is:", "before:" or "after:" are not recommended as they will never match incoming mail. Do you wish to continue?',
    );
  });
});

describe('validateFilterDefinition: "Split/filter definition empty allowed, else must parse (\'Invalid filter definition\')"', () => {
  it('allows empty and blank definitions', () => {
    expect(validateFilterDefinition('')).toBeNull();
    expect(validateFilterDefinition('  ')).toBeNull();
  });

  it('allows a query that parses and refuses one that does not', () => {
    expect(validateFilterDefinition('from:bob has:attachment')).toBeNull();
    expect(validateFilterDefinition('from:bob (')).toBe('Invalid filter definition');
    expect(validateFilterDefinition('is:later')).toBe('Invalid filter definition');
  });
});

describe('validateSavedSearch: "Saved search must parse and not be only plain text (\'Invalid message definition\')"', () => {
  it('accepts a query with a filter', () => {
    expect(validateSavedSearch('from:bob')).toBeNull();
    expect(validateSavedSearch('budget -label:done')).toBeNull();
  });

  it('refuses plain text only, empty and unparseable queries', () => {
    expect(validateSavedSearch('budget "q1 plan"')).toBe('Invalid message definition');
    expect(validateSavedSearch('')).toBe('Invalid message definition');
    expect(validateSavedSearch('from:"bob')).toBe('Invalid message definition');
  });
});
