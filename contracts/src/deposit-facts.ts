import { MINIMUM_AMOUNT_MESSAGE, parseMoney, percentOfCents } from './money.ts';

/**
 * A card deposit as the owner sets it up, with no schema behind it: what it pays towards
 * (`/{type}/{id}/deposit`), the form's messages and the cents a choice asks for.
 */
export const DEPOSIT_DOCUMENT_TYPES = ['quote', 'invoice'] as const;

/** Whether an address's `{type}` names something a deposit can be taken for. */
export function isDepositDocumentType(type: string): type is (typeof DEPOSIT_DOCUMENT_TYPES)[number] {
  return (DEPOSIT_DOCUMENT_TYPES as readonly string[]).includes(type);
}

/** A deposit is a percentage of the document's total or a fixed amount in dollars. */
export const DEPOSIT_TYPES = ['percentage', 'fixed'] as const;

export interface DepositChoice {
  depositType: (typeof DEPOSIT_TYPES)[number];
  depositAmount: number;
}

/** The Deposit Payment form's messages, verbatim (the percentage one is ours). */
export const PaymentMessages = {
  amountRequired: 'Deposit amount is required',
  minimum: MINIMUM_AMOUNT_MESSAGE,
  emailInvalid: 'Valid email is required',
  nameRequired: 'Customer name is required',
  percentageTooLarge: 'Percentage must be at most 100',
} as const;

/** The deposit a valid form asks for, in cents, against a document total in cents. */
export function depositCents(form: DepositChoice, totalCents: number): number {
  return form.depositType === 'percentage' ? percentOfCents(totalCents, form.depositAmount) : parseMoney(form.depositAmount);
}
