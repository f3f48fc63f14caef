export * from './gmail-access.js';
export * from './imap-account-form.js';
export * from './mail-category.js';
export * from './mail-sanitize-rules.js';
export * from './mail-spam-mark.js';
export * from './normalize-subject.js';
export * from './proxied-image-url.js';
