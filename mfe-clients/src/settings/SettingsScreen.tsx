import { useEffect } from 'react';
import { ChevronRight, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { Card, LoadFailed, PageSpinner } from '@cobber/ui';
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
  return (
    <div className="flex flex-col gap-4">
      <ReceiptsLink />
      <SettingsForm existing={business.data} />
    </div>
  );
}

/** Receipts have no tab of their own (spec §2's bottom navigation): they are reached from here. */
function ReceiptsLink() {
  return (
    <Link to="/receipts">
      <Card className="flex items-center gap-3">
        <ReceiptText aria-hidden className="size-5 text-accent" />
        <span className="flex-1 font-semibold">Receipts</span>
        <ChevronRight aria-hidden className="size-5 text-stone-400" />
      </Card>
    </Link>
  );
}
