export * from './wizard.js';
