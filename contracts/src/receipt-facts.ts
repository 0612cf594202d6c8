/**
 * What a receipt form offers with no schema behind it: its payment methods (the wire values
 * are the labels) and the earliest day a payment may have come.
 */
export const RECEIPT_PAYMENT_METHODS = ['Bank Transfer', 'Cash', 'Credit Card', 'Cheque', 'PayID', 'EFTPOS'] as const;

export const EARLIEST_PAYMENT_DATE = '1900-01-01';
