import type { QuoteStatus, SendQuote } from '@cobber/contracts';
import { QuoteStatusLabels } from '@cobber/contracts/display';
import { Button } from '@cobber/ui';
import { Dialog } from '@cobber/ui/widgets';

interface ResendDialogProps {
  status: QuoteStatus;
  clientName: string;
  /** How it goes again: another email, or another text. */
  by: SendQuote['method'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: () => void;
}

/** A quote already with the client goes again only when the owner says so. */
export function ResendDialog({ status, clientName, by, open, onOpenChange, onSend }: ResendDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Send Quote Again?"
      description={`${clientName} already has this quote (${QuoteStatusLabels[status]}). They will get another ${by === 'sms' ? 'text message' : 'email'} with the same link.`}
    >
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onOpenChange(false);
            onSend();
          }}
        >
          Send Again
        </Button>
      </div>
    </Dialog>
  );
}
