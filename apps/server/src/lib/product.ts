/** The product name (DECISIONS.md item 1), as the domain's text catalogue spells it. */
export { PRODUCT_NAME } from '@switchboard/domain';
