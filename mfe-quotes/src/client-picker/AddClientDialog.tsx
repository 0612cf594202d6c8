import { lazy, Suspense } from 'react';
import { Dialog } from '@cobber/ui/widgets';
import type { AddedClient } from './NewClientForm.tsx';

// The form (and the form library under it) loads when the dialog first opens, not with the quote screen.
const NewClientForm = lazy(() => import('./NewClientForm.tsx').then(({ NewClientForm }) => ({ default: NewClientForm })));

interface AddClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (client: AddedClient) => void;
}

/** 'Add New Client' from a quote screen: name, email and phone. */
export function AddClientDialog({ open, onOpenChange, onAdded }: AddClientDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add New Client">
      {open && (
        <Suspense fallback={null}>
          <NewClientForm onAdded={onAdded} onCancel={() => onOpenChange(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
