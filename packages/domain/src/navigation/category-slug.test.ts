import { describe, expect, it } from 'vitest';
import { categoryFromSlug, categorySlug } from './category-slug.js';

describe('category slugs: personal, promotions, social, updates, forums', () => {
  it('primary is personal in the path', () => {
    expect(categorySlug('primary')).toBe('personal');
    expect(categorySlug('social')).toBe('social');
  });
  it('reads a slug back, null for a custom split id', () => {
    expect(categoryFromSlug('personal')).toBe('primary');
    expect(categoryFromSlug('primary')).toBe('primary');
    expect(categoryFromSlug('forums')).toBe('forums');
    expect(categoryFromSlug('split_123')).toBeNull();
  });
});
