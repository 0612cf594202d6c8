/** What a variation's forms and the client's page say when something is missing or not allowed. */
export const VariationMessages = {
  title: 'Title is required',
  items: 'Add at least one line',
  unitPrice: 'Rate/Price must be an amount (a credit is negative)',
  notAccepted: 'Variations can be added once the client has accepted the quote',
  notDraft: 'Only a draft variation can be changed',
  notSent: 'This variation is not waiting for an answer',
  signature: 'Please type your full name and sign in the box',
} as const;
