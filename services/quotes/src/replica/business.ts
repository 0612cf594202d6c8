import { Business } from '@cobber/contracts';
import { type Knex, type Owner } from '@cobber/kit';
import { findBusiness, keepBusiness, type KnownBusiness } from '@cobber/documents';
import { askBusinessService, type BusinessService } from './business-service.ts';

/** How long pricing waits for the business service before it settles for the replica. */
const CURRENT_BUSINESS_TIMEOUT_MS = 1_500;

/** The owner's business as saved a moment ago (their rate, their GST setting). */
export type CurrentBusiness = (owner: Owner) => Promise<KnownBusiness>;

/**
 * The business is asked of the business service, the owner of that data, rather than read
 * from the replica its events keep, which lags a setting saved a moment ago: a draft's
 * labour rate and a quote's GST are the ones the owner just saved. The answer is kept in
 * the replica, so every price worked out in this request reads it, and the repricing when
 * its event arrives finds the new quote already priced. Only when the business service
 * does not answer is the replica used, and the log says so.
 */
export function currentBusiness(db: Knex, business: BusinessService): CurrentBusiness {
  return async (owner) => {
    try {
      const response = await askBusinessService(business, owner, '/api/business', CURRENT_BUSINESS_TIMEOUT_MS);
      // No business yet: the replica's assumptions are all there is.
      if (response.status === 404) {
        await response.body?.cancel();
        return findBusiness(db, owner.id);
      }
      const saved = Business.safeParse(response.ok ? await response.json().catch(() => undefined) : undefined);
      if (saved.success) {
        // Written only when it is news: most answers are the snapshot the replica holds.
        if ((await findBusiness(db, owner.id)).updatedAt !== saved.data.updatedAt) await keepBusiness(db, owner.id, saved.data);
        return saved.data;
      }
      business.logger.warn({ status: response.status }, 'the business service did not give the business: pricing from the replica');
    } catch (err) {
      business.logger.warn({ err }, 'the business service is unreachable: pricing from the replica');
    }
    return findBusiness(db, owner.id);
  };
}
