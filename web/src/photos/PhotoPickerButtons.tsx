import { useId, useRef, useState } from 'react';
import { Camera, Images } from 'lucide-react';
import type { PhotoLabel } from '@cobber/contracts';
import { Button } from '@cobber/ui';
import { labelNames } from './held-photo.ts';

/** What the gallery offers: the types the server reads, HEIC/HEIF as iPhones save them. */
const GALLERY_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

interface PhotoPickerButtonsProps {
  onChosen: (files: File[], label: PhotoLabel) => void;
  disabled?: boolean;
}

/**
 * "Take photo" opens the camera (`capture`), "Choose photos" the gallery, several at once;
 * and whether the photos about to be taken are Before or After the job. Real buttons
 * opening hidden file inputs, so each has a visible label and a full-size tap target.
 */
export function PhotoPickerButtons({ onChosen, disabled }: PhotoPickerButtonsProps) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [label, setLabel] = useState<PhotoLabel>('before');
  const choose = (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    // Emptied so the same photo can be chosen again after a failure is dismissed.
    input.value = '';
    if (files.length > 0) onChosen(files, label);
  };
  return (
    <div className="flex flex-col gap-3">
      <NewPhotoLabel label={label} onChange={setLabel} />
      <div className="grid gap-2 min-[400px]:grid-cols-2">
        <Button variant="outline" onClick={() => camera.current?.click()} disabled={disabled}>
          <Camera aria-hidden />
          Take photo
        </Button>
        <Button variant="outline" onClick={() => gallery.current?.click()} disabled={disabled}>
          <Images aria-hidden />
          Choose photos
        </Button>
      </div>
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={(event) => choose(event.currentTarget)} />
      <input ref={gallery} type="file" accept={GALLERY_TYPES} multiple hidden onChange={(event) => choose(event.currentTarget)} />
    </div>
  );
}

/** Before or After for the next photos, as two segments: one tap at the end of the job. */
function NewPhotoLabel({ label, onChange }: { label: PhotoLabel; onChange: (label: PhotoLabel) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-700">New photos are</legend>
      <div className="grid grid-cols-2 rounded-xl border border-stone-300 p-1">
        {(['before', 'after'] as const).map((value) => (
          <label
            key={value}
            className="flex h-11 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold text-stone-700 has-checked:bg-stone-900 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input type="radio" name={name} value={value} checked={label === value} onChange={() => onChange(value)} className="sr-only" />
            {labelNames[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
