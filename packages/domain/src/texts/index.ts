export { type Messages, messages, PRODUCT_NAME } from './messages.js';
export { pluralize } from './plural.js';
