import { useId, useRef } from 'react';
import { Button } from '@cobber/ui';

interface ConfirmButtonProps {
  label: string;
  className: string;
  disabled: boolean;
  /** The dialog's title and question. */
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm(): void;
}

/** A button whose action waits for a yes in a native modal dialog (no dialog library to download). */
export function ConfirmButton({ label, className, disabled, title, question, confirmLabel, onConfirm }: ConfirmButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-5 shadow-xl backdrop:bg-black/50">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-2 text-stone-600">{question}</p>
        {/* A form of method "dialog" closes the dialog when either button submits it. */}
        <form method="dialog" className="mt-5 grid grid-cols-2 gap-2">
          <Button type="submit" variant="outline">
            Cancel
          </Button>
          <button type="submit" className={className} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </form>
      </dialog>
    </>
  );
}
