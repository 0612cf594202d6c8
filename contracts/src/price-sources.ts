/**
 * Where a drafted line's price came from: the tradie's price book ("Your price"), the
 * built-in list or the model's guess ("Typical price — check"), the business's hourly
 * rate ("Your hourly rate", every labour line); nowhere, so it is drafted at $0.00
 * ("Price needed"); or nothing to price, the client supplies it ("Supplied by client").
 */
export const PRICE_SOURCES = ['price_book', 'typical', 'business_rate', 'price_needed', 'client_supplied'] as const;
type PriceSource = (typeof PRICE_SOURCES)[number];

export const PriceSourceLabels: Record<PriceSource, string> = {
  price_book: 'Your price',
  typical: 'Typical price — check',
  business_rate: 'Your hourly rate',
  price_needed: 'Price needed',
  client_supplied: 'Supplied by client',
};
