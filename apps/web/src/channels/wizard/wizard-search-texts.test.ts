import { describe, expect, it } from 'vitest';
import { wizardSearchTexts } from './wizard-search-texts';

describe('wizardSearchTexts', () => {
  it('searches saved queries that hold a plain or exact term, and leaves operator-only ones out', () => {
    expect(wizardSearchTexts(['invoice', 'label:finance', 'is:unread', '"price list"'], '')).toEqual({
      saved: ['invoice', '"price list"'],
      live: [],
    });
  });

  it('searches the typed query live only when it holds a term and is not saved already', () => {
    expect(wizardSearchTexts(['invoice'], 'from:sam quote')).toEqual({
      saved: ['invoice'],
      live: ['from:sam quote'],
    });
    expect(wizardSearchTexts(['invoice'], 'invoice').live).toEqual([]);
    expect(wizardSearchTexts([], 'before:2024-01-01').live).toEqual([]);
    expect(wizardSearchTexts([], '').live).toEqual([]);
  });
});
