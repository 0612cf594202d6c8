import type { findBusiness } from '@cobber/documents';

type KnownBusiness = Awaited<ReturnType<typeof findBusiness>>;

/** Who a quote or a variation is from, as the client's page shows them: name, contact, brand and GST, nothing more. */
export function businessForClient(business: KnownBusiness) {
  return {
    name: business.name,
    logoUrl: business.logoUrl ?? null,
    email: business.email ?? null,
    phone: business.phone ?? null,
    brandColors: business.brandColors ?? null,
    timeZone: business.timeZone,
    applyGST: business.applyGST,
  };
}
