/** Invoices shown at first; 'load more' asks for this many more. */
export const BILLING_INVOICES_PAGE = 10;
/** The most invoices one billing-details answer holds. */
export const BILLING_INVOICES_MAX = 100;
