import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@cobber/ui';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad.tsx';

/** What the client gives on accepting: their typed name, what they drew, and their agreement to the terms. */
export interface Signed {
  signature: { name: string; image: string };
  termsAccepted?: boolean;
}

interface SignToAcceptProps {
  /** 'Approve Quote', 'Approve Variation V1'. */
  title: string;
  /** What approving means, said to the client under the title. */
  question: string;
  terms: string | null;
  className: string;
  /** Field messages the service answered with (`signature`, `signature.name`, `signature.image`, `termsAccepted`). */
  refused: Record<string, string> | null;
  busy: boolean;
  onSign(signed: Signed): void;
  onClose(): void;
}

type Problems = Partial<Record<'name' | 'image' | 'terms', string>>;

/**
 * The dialog a client approves a quote or a variation in: the terms (when the business
 * has them), the client's full name, a signature drawn with a finger and "I agree". Loaded
 * only when Accept or Approve is tapped, so the page stays inside its JS budget.
 */
export default function SignToAccept({ title, question, terms, className, refused, busy, onSign, onClose }: SignToAcceptProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const ids = { title: useId(), name: useId(), pad: useId(), terms: useId() };
  useEffect(() => dialog.current?.showModal(), []);
  // A message goes once its field is seen to.
  const settled = (field: keyof Problems) => setProblems((now) => ({ ...now, [field]: undefined }));

  const shown: Problems = {
    name: problems.name ?? refused?.['signature.name'] ?? refused?.signature,
    image: problems.image ?? refused?.['signature.image'],
    terms: problems.terms ?? refused?.termsAccepted,
  };
  const approve = () => {
    const image = pad.current?.image() ?? null;
    const found: Problems = {};
    if (!name.trim()) found.name = 'Please type your full name';
    if (!image) found.image = 'Please sign in the box';
    if (terms && !agreed) found.terms = 'Please agree to the terms and conditions';
    setProblems(found);
    if (Object.keys(found).length === 0) onSign({ signature: { name: name.trim(), image: image! }, ...(terms ? { termsAccepted: true } : {}) });
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={ids.title}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-5 text-left shadow-xl backdrop:bg-black/50"
    >
      <h2 id={ids.title} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-stone-600">{question}</p>
      {terms && (
        <section aria-labelledby={ids.terms} className="mt-4">
          <h3 id={ids.terms} className="font-semibold">
            Terms and conditions
          </h3>
          <div tabIndex={0} className="mt-1 max-h-40 overflow-y-auto whitespace-pre-line rounded-xl border border-stone-300 bg-stone-50 p-3 text-sm text-stone-800">
            {terms}
          </div>
        </section>
      )}
      <div className="mt-4 space-y-1">
        <label htmlFor={ids.name} className="font-semibold">
          Your full name
        </label>
        <input
          id={ids.name}
          value={name}
          autoComplete="name"
          aria-invalid={Boolean(shown.name)}
          onChange={(event) => {
            setName(event.target.value);
            settled('name');
          }}
          className="block h-12 w-full rounded-xl border border-stone-400 px-3 text-base"
        />
        {shown.name && <p className="text-sm font-medium text-red-700">{shown.name}</p>}
      </div>
      <div className="mt-4 space-y-1">
        <div className="flex items-center justify-between">
          <p id={ids.pad} className="font-semibold">
            Sign with your finger
          </p>
          <Button type="button" variant="outline" onClick={() => pad.current?.clear()}>
            Clear
          </Button>
        </div>
        <SignaturePad ref={pad} labelledBy={ids.pad} onDraw={() => settled('image')} />
        {shown.image && <p className="text-sm font-medium text-red-700">{shown.image}</p>}
      </div>
      {terms && (
        <div className="mt-4">
          <label className="flex items-center gap-3 font-medium">
            <input
              type="checkbox"
              className="size-6 accent-(--brand)"
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                settled('terms');
              }}
            />
            I agree to the terms
          </label>
          {shown.terms && <p className="text-sm font-medium text-red-700">{shown.terms}</p>}
        </div>
      )}
      <div className="mt-5 grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={() => dialog.current?.close()}>
          Cancel
        </Button>
        <button type="button" className={className} disabled={busy} onClick={approve}>
          Approve
        </button>
      </div>
    </dialog>
  );
}
