import { useRef, useState } from 'react';
import { FilePlus, Sparkles } from 'lucide-react';
import { Link } from '@cobber/ui/router';
import type { QuoteDraft } from '@cobber/contracts';
import { Button, buttonClasses, Card, CardTitle, Field, Textarea } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import { ClientPicker, type ChosenClient } from '../client-picker/ClientPicker.tsx';
import { useClientFromParams } from '../client-picker/useClientFromParams.ts';
import { CharacterCount } from '../common/CharacterCount.tsx';
import { useGenerateQuote } from '../common/hooks/quotes.ts';
import { VoiceNoteButton } from './voice/VoiceNoteButton.tsx';

export interface GenerateRequest {
  client: ChosenClient;
  jobDescription: string;
}

interface GenerateViewProps {
  request: GenerateRequest;
  onChange: (request: GenerateRequest) => void;
  onGenerated: (draft: QuoteDraft) => void;
}

/** Generate New Quote: a client and the job in the tradie's words, for the AI to price. */
export function GenerateView({ request, onChange, onGenerated }: GenerateViewProps) {
  const generate = useGenerateQuote();
  const [errors, setErrors] = useState<Partial<Record<'clientId' | 'jobDescription', string>>>({});
  const [checked, setChecked] = useState(false);
  // A second tap while the notes are still being checked (the schema downloading) drafts nothing more.
  const checking = useRef(false);
  const chooseClient = (client: ChosenClient) => update({ ...request, client });
  useClientFromParams(chooseClient);

  // The form's schema loads when the notes are first checked, not with the screen.
  async function problems(next: GenerateRequest) {
    const { AiQuoteForm } = await import('@cobber/contracts');
    const parsed = AiQuoteForm.safeParse({ clientId: next.client.clientId, jobDescription: next.jobDescription });
    const found: typeof errors = {};
    for (const problem of parsed.error?.issues ?? []) {
      const field = problem.path[0] as keyof typeof errors;
      found[field] ??= problem.message;
    }
    return found;
  }

  function update(next: GenerateRequest) {
    onChange(next);
    if (checked) void problems(next).then(setErrors);
  }

  /** A voice note's words go after what is already typed. */
  function addSpokenWords(words: string) {
    const typed = request.jobDescription.trimEnd();
    update({ ...request, jobDescription: typed ? `${typed} ${words}` : words });
  }

  async function generateQuote() {
    if (checking.current) return;
    checking.current = true;
    const found = await problems(request).finally(() => (checking.current = false));
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    generate.mutate(request.jobDescription.trim(), {
      onSuccess: (draft) => {
        toast({
          title: 'Quote Generated',
          description: 'AI has generated a quote based on your job description. Review and edit as needed.',
          variant: 'success',
        });
        onGenerated(draft);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to generate quote. Please try again.', variant: 'destructive' }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Generate New Quote</h1>
      <ClientPicker client={request.client} onChange={chooseClient} error={errors.clientId} />
      <Card className="flex flex-col gap-4">
        <CardTitle>Job Details</CardTitle>
        <Field label="Job description" error={errors.jobDescription}>
          <Textarea
            className="min-h-40"
            placeholder="e.g. Replace old fuse box with a new switchboard and 4 RCBOs, 25 km from town"
            value={request.jobDescription}
            onChange={(event) => update({ ...request, jobDescription: event.target.value })}
          />
        </Field>
        <CharacterCount text={request.jobDescription} />
        <VoiceNoteButton onWords={addSpokenWords} />
        <Button onClick={() => void generateQuote()} disabled={generate.isPending}>
          <Sparkles aria-hidden />
          {generate.isPending ? 'Generating...' : 'Generate Quote'}
        </Button>
      </Card>
      <Link to="/quote/new" className={buttonClasses('outline')}>
        <FilePlus aria-hidden />
        Create Manual Quote
      </Link>
    </div>
  );
}
