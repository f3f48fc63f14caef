/**
 * Public API of the scheduling rules. Re-exported from the package root.
 */
export {};
