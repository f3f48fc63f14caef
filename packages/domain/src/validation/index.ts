export * from './address-list.js';
export * from './color.js';
export * from './composer.js';
export * from './draft.js';
export * from './email.js';
export * from './names.js';
export * from './title.js';
