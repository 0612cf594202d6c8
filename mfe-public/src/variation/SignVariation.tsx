import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@cobber/ui';
import { SignaturePad, type SignaturePadHandle } from '../quote/sign/SignaturePad.tsx';

interface SignVariationProps {
  number: string;
  businessName: string;
  className: string;
  /** Field messages the service answered with (`signature.name`, `signature.image`). */
  refused: Record<string, string> | null;
  busy: boolean;
  onSign(signature: { name: string; image: string }): void;
  onClose(): void;
}

type Problems = Partial<Record<'name' | 'image', string>>;

/** The client types their full name and signs with a finger to approve the variation. */
export default function SignVariation({ number, businessName, className, refused, busy, onSign, onClose }: SignVariationProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const ids = { title: useId(), name: useId(), pad: useId() };
  useEffect(() => dialog.current?.showModal(), []);
  const shown: Problems = {
    name: problems.name ?? refused?.['signature.name'] ?? refused?.signature,
    image: problems.image ?? refused?.['signature.image'],
  };
  const approve = () => {
    const image = pad.current?.image() ?? null;
    const found: Problems = {};
    if (!name.trim()) found.name = 'Please type your full name';
    if (!image) found.image = 'Please sign in the box';
    setProblems(found);
    if (Object.keys(found).length === 0) onSign({ name: name.trim(), image: image! });
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby={ids.title}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-5 text-left shadow-xl backdrop:bg-black/50"
    >
      <h2 id={ids.title} className="text-lg font-semibold">
        {`Approve Variation ${number}`}
      </h2>
      <p className="mt-2 text-stone-600">{`${businessName} will be told you approved it, and it is added to your job.`}</p>
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
            setProblems((now) => ({ ...now, name: undefined }));
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
        <SignaturePad ref={pad} labelledBy={ids.pad} onDraw={() => setProblems((now) => ({ ...now, image: undefined }))} />
        {shown.image && <p className="text-sm font-medium text-red-700">{shown.image}</p>}
      </div>
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
