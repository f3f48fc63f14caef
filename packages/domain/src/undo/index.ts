export * from './undo-registry.js';
