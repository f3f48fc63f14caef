export * from './command-menu.js';
export * from './shortcut-matcher.js';
export * from './shortcuts.js';
