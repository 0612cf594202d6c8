import { businessQuery } from '@cobber/web/data';
import type { FirstData } from '@cobber/web/first-screen';

/** Settings and each of its sections are drawn from the business; a new owner (none yet) is sent to set it up by the app. */
export const firstData: FirstData = async (_, load) => (await load.query(businessQuery)) !== null;
