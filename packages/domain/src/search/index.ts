/**
 * Public API of the search rules. Re-exported from the package root.
 */
export {};
