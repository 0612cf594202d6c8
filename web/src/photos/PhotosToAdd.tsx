import { useEffect, useId, useState } from 'react';
import { X } from 'lucide-react';
import type { PhotoLabel } from '@cobber/contracts';
import { PHOTOS_PER_DOCUMENT } from '@cobber/contracts/display';
import { Button, Card, CardTitle, Label, Select } from '@cobber/ui';
import { labelNames, type HeldPhoto } from './held-photo.ts';
import { PhotoPickerButtons } from './PhotoPickerButtons.tsx';

export interface PhotosToAddProps {
  photos: HeldPhoto[];
  onChange: (photos: HeldPhoto[]) => void;
  /** What is being made: "quote", "receipt". */
  documentName?: string;
}

/**
 * The "Photos" card of a document not saved yet: photos are held on the phone and sent
 * as soon as it is saved (the document has no id to send them to before).
 */
export default function PhotosToAdd({ photos, onChange, documentName = 'quote' }: PhotosToAddProps) {
  const add = (files: File[], label: PhotoLabel) =>
    onChange([...photos, ...files.map((file) => ({ file, label }))].slice(0, PHOTOS_PER_DOCUMENT));
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3">
      <CardTitle id={titleId}>Photos</CardTitle>
      <p className="text-sm text-stone-600">They upload when you create the {documentName}.</p>
      <PhotoPickerButtons onChosen={add} disabled={photos.length >= PHOTOS_PER_DOCUMENT} />
      {photos.length > 0 && (
        <ol aria-label="Photos to add" className="flex flex-col gap-2">
          {photos.map((photo, index) => (
            <HeldPhotoRow
              key={index}
              photo={photo}
              number={index + 1}
              onLabel={(label) => onChange(photos.map((held, at) => (at === index ? { ...held, label } : held)))}
              onRemove={() => onChange(photos.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
      )}
    </Card>
  );
}

interface HeldPhotoRowProps {
  photo: HeldPhoto;
  number: number;
  onLabel: (label: PhotoLabel) => void;
  onRemove: () => void;
}

function HeldPhotoRow({ photo, number, onLabel, onRemove }: HeldPhotoRowProps) {
  const preview = usePreview(photo.file);
  const selectId = useId();
  return (
    <li aria-label={`Photo ${number}`} className="flex items-center gap-3 rounded-xl border border-stone-200 p-2">
      {/* A HEIC has no preview in most browsers: its name shows instead, under the image. */}
      <div className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-stone-100">
        {preview && <img src={preview} alt="" className="absolute inset-0 size-full object-cover" onError={(event) => (event.currentTarget.hidden = true)} />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate text-sm text-stone-700">{photo.file.name}</span>
        <Label htmlFor={selectId} className="sr-only">
          Before or after
        </Label>
        <Select id={selectId} value={photo.label} onChange={(event) => onLabel(event.currentTarget.value as PhotoLabel)}>
          <option value="before">{labelNames.before}</option>
          <option value="after">{labelNames.after}</option>
        </Select>
      </div>
      <Button variant="ghost" size="icon" aria-label={`Remove photo ${number}`} onClick={onRemove} className="text-red-700">
        <X aria-hidden />
      </Button>
    </li>
  );
}

/** A local address for the chosen file's preview, let go when the row goes. */
function usePreview(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return url;
}
