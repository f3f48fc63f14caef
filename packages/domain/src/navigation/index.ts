export * from './category-slug.js';
