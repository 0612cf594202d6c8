import { lazy, useState } from 'react';
import { Camera, FileText, Mail, MessageSquare, Pencil } from 'lucide-react';
import type { Receipt } from '@cobber/contracts';
import { apiPath, type ApiError } from '@cobber/web';
import { Badge, Button, buttonClasses, Card, OpenedOnce } from '@cobber/ui';
import { ConfirmEmailNotice, isUnconfirmedEmail } from '@cobber/web/confirm-email-notice';
import { toast } from '@cobber/ui/toasts';
import { isOffline, OFFLINE_SENDING } from '@cobber/web/data';
import { displayAmount } from '@cobber/contracts/display';
import { showCalendarDate } from '../common/display.ts';
import { errorToast } from '../common/failureToast.ts';
import { useSendReceipt } from '../common/hooks/receipts.ts';
import { ReceiptThumbnail } from './photos/ReceiptThumbnail.tsx';

// Loaded when first opened: a list of receipts shows none of their dialogs (nor the dialog library) at first.
const EditReceiptDialog = lazy(() => import('./EditReceiptDialog.tsx').then(({ EditReceiptDialog }) => ({ default: EditReceiptDialog })));
const ReceiptPhotosDialog = lazy(() => import('./photos/ReceiptPhotosDialog.tsx').then(({ ReceiptPhotosDialog }) => ({ default: ReceiptPhotosDialog })));

/**
 * A receipt with its ways out; a send without an email or phone is refused with the
 * server's reason. A Draft can be corrected (Edit) before it goes, its photos with it;
 * a sent one still takes photos (an After photo settles a dispute), under Photos.
 */
export function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const sendReceipt = useSendReceipt();
  const [unconfirmed, setUnconfirmed] = useState<ApiError | null>(null);
  const [editing, setEditing] = useState(false);
  const [viewingPhotos, setViewingPhotos] = useState(false);
  const draft = receipt.sentAt === null;

  // Awaited: under the Unsent filter a sent receipt leaves the list, and a mutation's
  // per-call callbacks do not run for a card that has gone.
  async function send(method: 'email' | 'sms') {
    if (isOffline()) return void toast(OFFLINE_SENDING);
    try {
      await sendReceipt.mutateAsync({ id: receipt.id, method });
      toast({ title: 'Receipt Sent', description: 'Receipt has been sent successfully', variant: 'success' });
    } catch (failure) {
      if (isUnconfirmedEmail(failure)) setUnconfirmed(failure);
      else errorToast(failure, 'Failed to send receipt');
    }
  }

  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        {receipt.beforePhotoUrl && <ReceiptThumbnail receipt={receipt} url={receipt.beforePhotoUrl} onOpen={() => setViewingPhotos(true)} />}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-stone-500">{receipt.receiptNumber}</p>
          <p className="truncate font-semibold">{receipt.clientName}</p>
        </div>
        <div className="flex shrink-0 gap-1.5">
          {receipt.beforePhotoUrl && <Badge tone="info">Photos</Badge>}
          <Badge tone={receipt.sentAt ? 'success' : 'neutral'}>{receipt.sentAt ? 'Sent' : 'Draft'}</Badge>
        </div>
      </div>
      <div className="flex items-end justify-between gap-3">
        <p className="text-sm text-stone-600">
          {receipt.paymentMethod} · {showCalendarDate(receipt.paymentDate)}
        </p>
        <p className="text-xl font-bold text-accent">{displayAmount(receipt.paymentAmount)}</p>
      </div>
      {receipt.description && <p className="text-sm text-stone-700">{receipt.description}</p>}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={() => send('email')} disabled={sendReceipt.isPending}>
          <Mail aria-hidden />
          Email
        </Button>
        <Button variant="outline" size="sm" onClick={() => send('sms')} disabled={sendReceipt.isPending}>
          <MessageSquare aria-hidden />
          SMS
        </Button>
        <a href={apiPath('GET /api/receipts/:id/download', { params: { id: receipt.id } })} target="_blank" rel="noopener" className={buttonClasses('outline', 'sm')}>
          <FileText aria-hidden />
          PDF
        </a>
        {draft ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Edit
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setViewingPhotos(true)} aria-haspopup="dialog">
            <Camera aria-hidden />
            Photos
          </Button>
        )}
      </div>
      {unconfirmed && <ConfirmEmailNotice refusal={unconfirmed} />}
      {draft && (
        <OpenedOnce open={editing}>
          <EditReceiptDialog receipt={receipt} open={editing} onOpenChange={setEditing} />
        </OpenedOnce>
      )}
      <OpenedOnce open={viewingPhotos}>
        <ReceiptPhotosDialog receipt={receipt} open={viewingPhotos} onOpenChange={setViewingPhotos} />
      </OpenedOnce>
    </Card>
  );
}
