import { useState } from 'react';
import { LoadFailed, PageSpinner } from '@cobber/ui';
import { useBusiness } from '@cobber/web/data';
import { BusinessForm } from './BusinessForm.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';

/** Business onboarding: a welcome first when there is no business yet. */
export default function BusinessSetupScreen() {
  const business = useBusiness();
  const [addingDetails, setAddingDetails] = useState(false);
  if (business.isPending) return <PageSpinner />;
  if (business.isError) {
    return <LoadFailed title="Failed to fetch business" message={business.error.message} onRetry={() => business.refetch()} />;
  }
  if (!business.data && !addingDetails) return <WelcomeCard onAddDetails={() => setAddingDetails(true)} />;
  return <BusinessForm existing={business.data} />;
}
