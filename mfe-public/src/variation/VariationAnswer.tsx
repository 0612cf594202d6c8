import { useState } from 'react';
import type { PublicVariation } from '@cobber/contracts';
import { Card, CardTitle } from '@cobber/ui';
import { ConfirmButton } from '../quote/ConfirmButton.tsx';
import { approveVariation, declineVariation, loadVariation, type VariationOutcome } from './answers.ts';
import type { default as SignToAccept } from '../quote/sign/SignToAccept.tsx';

const answerButton = 'inline-flex h-12 w-full items-center justify-center rounded-xl px-4 font-semibold transition disabled:opacity-50';
const approveClasses = `${answerButton} bg-(--brand) text-(--brand-on) hover:brightness-95`;
const declineClasses = `${answerButton} border border-stone-300 bg-white text-stone-900 hover:bg-stone-50`;

interface VariationAnswerProps {
  id: string;
  found: PublicVariation;
  onAnswered(fresh: PublicVariation): void;
}

/** Approve (with a signature) or decline while the variation waits for the client. */
export function VariationAnswer({ id, found, onAnswered }: VariationAnswerProps) {
  const [answering, setAnswering] = useState(false);
  const [refused, setRefused] = useState<Record<string, string> | null>(null);
  const [dialog, setDialog] = useState<typeof SignToAccept | null>(null);
  const { variation, business } = found;
  const send = (call: () => Promise<VariationOutcome>) => {
    setAnswering(true);
    call()
      .then(async (outcome) => {
        if ('refused' in outcome) return setRefused(outcome.refused);
        // Answered here or elsewhere: show it as it now stands.
        setDialog(null);
        onAnswered(await loadVariation(id));
      })
      .catch((error: unknown) => console.error('Could not answer the variation', error))
      .finally(() => setAnswering(false));
  };
  // The pad is downloaded when Approve is first tapped, not with the page.
  const openSigning = () =>
    import('../quote/sign/SignToAccept.tsx').then(
      (module) => setDialog(() => module.default),
      (error: unknown) => console.error('Could not open the signing dialog', error),
    );
  if (variation.status !== 'sent') return null;
  const Dialog = dialog;
  return (
    <Card className="space-y-3 text-center">
      <CardTitle>Go ahead with this change?</CardTitle>
      <p className="text-stone-600">{`Sign to approve variation ${variation.number}, or let ${business.name} know you'd rather not.`}</p>
      <div className="grid gap-2">
        <button type="button" className={approveClasses} disabled={answering} onClick={() => void openSigning()}>
          Approve and Sign
        </button>
        <ConfirmButton
          label="Decline Variation"
          className={declineClasses}
          disabled={answering}
          title="Decline Variation"
          question={`Decline this variation? ${business.name} will be told you won't be going ahead with it.`}
          confirmLabel="Decline"
          onConfirm={() => send(() => declineVariation(id))}
        />
      </div>
      {Dialog && (
        <Dialog
          title={`Approve Variation ${variation.number}`}
          question={`${business.name} will be told you approved it, and it is added to your job.`}
          terms={null}
          className={approveClasses}
          refused={refused}
          busy={answering}
          onSign={({ signature }) => send(() => approveVariation(id, signature))}
          onClose={() => {
            setDialog(null);
            setRefused(null);
          }}
        />
      )}
    </Card>
  );
}
