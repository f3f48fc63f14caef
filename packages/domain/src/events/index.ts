/**
 * Public API of the events rules. Re-exported from the package root.
 */
export {};
