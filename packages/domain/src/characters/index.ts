export * from './graphemes.js';
