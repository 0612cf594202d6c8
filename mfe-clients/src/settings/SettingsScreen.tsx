import { useEffect } from 'react';
import { LoadFailed, PageSpinner } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';
import { useBusiness } from '@cobber/ui/data';
import { SettingsForm } from './SettingsForm.tsx';

export default function SettingsScreen() {
  const business = useBusiness();
  useEffect(() => {
    if (business.isError) {
      toast({
        title: 'Error loading settings',
        description: 'There was an issue loading your business settings.',
        variant: 'destructive',
      });
    }
  }, [business.isError]);
  if (business.isPending) return <PageSpinner />;
  if (business.isError) {
    return (
      <LoadFailed
        title="Error loading settings"
        message="There was an issue loading your business settings."
        onRetry={() => business.refetch()}
      />
    );
  }
  return <SettingsForm existing={business.data} />;
}
