import { useEffect } from 'react';
import { BookOpen, ChevronRight, Landmark, ReceiptText, Sheet, type LucideIcon } from 'lucide-react';
import { Link } from '@cobber/ui/router';
import { Card, LoadFailed, PageSpinner } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import { useBusiness } from '@cobber/ui/data';
import { SettingsForm } from './SettingsForm.tsx';
import { RemindersSettings } from './reminders/RemindersSettings.tsx';
import { NotificationsSettings } from './notifications/NotificationsSettings.tsx';

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
      <div className="flex flex-col gap-2">
        <SettingsLink to="/receipts" icon={ReceiptText} label="Receipts" />
        <SettingsLink to="/settings/price-book" icon={BookOpen} label="Price book" />
        <SettingsLink to="/settings/accounting-export" icon={Sheet} label="Accounting export" />
        <SettingsLink to="/settings/bas" icon={Landmark} label="GST for the BAS" />
      </div>
      {business.data && <NotificationsSettings business={business.data} />}
      {business.data && <RemindersSettings business={business.data} />}
      <SettingsForm existing={business.data} />
    </div>
  );
}

/**
 * Screens with no tab of their own (spec §2's bottom navigation) are reached from here:
 * receipts, the price book, and the books (the accounting export and the BAS figures).
 */
function SettingsLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Link to={to}>
      <Card className="flex items-center gap-3">
        <Icon aria-hidden className="size-5 text-accent" />
        <span className="flex-1 font-semibold">{label}</span>
        <ChevronRight aria-hidden className="size-5 text-stone-400" />
      </Card>
    </Link>
  );
}
