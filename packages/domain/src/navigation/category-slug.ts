import type { Category, CategorySlug } from '../model/enums.js';

/**
 * The inbox route's slug of a category: the primary category (CATEGORY_PRIMARY) is `personal` in the path,
 * the others keep their name.
 */
export function categorySlug(category: Category): CategorySlug {
  return category === 'primary' ? 'personal' : category;
}

/** The category of an inbox route slug, or null when the slug is not a category (e.g. a custom split id). */
export function categoryFromSlug(slug: string): Category | null {
  if (slug === 'personal' || slug === 'primary') return 'primary';
  if (slug === 'promotions' || slug === 'social' || slug === 'updates' || slug === 'forums') return slug;
  return null;
}
