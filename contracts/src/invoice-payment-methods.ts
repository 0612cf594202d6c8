/** How the client is asked to pay an invoice, and how the owner's screens name each way. No schema here. */
export const INVOICE_PAYMENT_METHODS = ['bank_transfer', 'cash'] as const;

export const InvoicePaymentMethodLabels: Record<(typeof INVOICE_PAYMENT_METHODS)[number], string> = {
  bank_transfer: 'Bank Transfer',
  cash: 'Cash',
};
