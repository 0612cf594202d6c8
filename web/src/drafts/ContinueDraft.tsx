import { useId } from 'react';
import { Button, Card } from '@cobber/ui';

interface ContinueDraftProps {
  clientName: string;
  /** A few words of what the draft holds, so the owner knows which job it is. */
  summary: string;
  onContinue: () => void;
  onStartAgain: () => void;
}

/** "Continue your draft for Jane?": a quote left before it was created, offered again. */
export function ContinueDraft({ clientName, summary, onContinue, onStartAgain }: ContinueDraftProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {clientName ? `Continue your draft for ${clientName}?` : 'Continue your draft?'}
      </h2>
      {summary && <p className="line-clamp-3 text-sm text-stone-700">{summary}</p>}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onStartAgain}>
          Start again
        </Button>
        <Button onClick={onContinue}>Continue</Button>
      </div>
    </Card>
  );
}
