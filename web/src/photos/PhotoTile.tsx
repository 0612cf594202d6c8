import { useId, useState } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { Photo, PhotoLabel } from '@cobber/contracts';
import { PHOTO_CAPTION_MAX } from '@cobber/contracts/display';
import { toast } from '@cobber/ui/toasts';
import { Button, Input, Label, Select } from '@cobber/ui';
import { Dialog } from '@cobber/ui/widgets';
import { labelNames } from './held-photo.ts';
import type { PhotoDocument } from './photo-keys.ts';
import { useChangePhoto, useRemovePhoto } from './photo-queries.ts';

interface PhotoTileProps {
  photo: Photo;
  /** Its place as the tradie counts: 1, 2, … */
  number: number;
  count: number;
  document: PhotoDocument;
  onOpen: () => void;
}

/** One of the document's photos: its thumbnail, Before/After, caption, place, and Remove. */
export function PhotoTile({ photo, number, count, document, onOpen }: PhotoTileProps) {
  const change = useChangePhoto(document);
  const [removing, setRemoving] = useState(false);
  const name = `photo ${number}`;
  const notSaved = (title: string) => (failure: Error) => toast({ title, description: failure.message, variant: 'destructive' });
  const move = (position: number) => change.mutate({ id: photo.id, change: { position } }, { onError: notSaved('Photo not moved') });

  return (
    <li aria-label={`Photo ${number}`} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
      <div className="flex gap-3">
        <button type="button" onClick={onOpen} aria-label={`Open photo ${number}`} className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-accent">
          <img src={photo.thumbnailUrl} loading="lazy" alt={photo.caption ?? `${labelNames[photo.label]} photo`} width={96} height={96} className="size-24 rounded-lg bg-stone-100 object-cover" />
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <LabelSelect photo={photo} onChange={(label) => change.mutate({ id: photo.id, change: { label } }, { onError: notSaved('Photo not changed') })} />
          <CaptionField key={photo.caption ?? ''} photo={photo} onSave={(caption) => change.mutate({ id: photo.id, change: { caption } }, { onError: notSaved('Caption not saved') })} />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" aria-label={`Move ${name} up`} disabled={number === 1 || change.isPending} onClick={() => move(photo.position - 1)}>
          <ArrowUp aria-hidden />
        </Button>
        <Button variant="outline" size="icon" aria-label={`Move ${name} down`} disabled={number === count || change.isPending} onClick={() => move(photo.position + 1)}>
          <ArrowDown aria-hidden />
        </Button>
        <Button variant="ghost" className="ml-auto text-red-700" aria-label={`Remove photo ${number}`} onClick={() => setRemoving(true)}>
          <Trash2 aria-hidden />
          Remove photo
        </Button>
      </div>
      <RemovePhotoDialog open={removing} onOpenChange={setRemoving} photo={photo} number={number} document={document} />
    </li>
  );
}

function LabelSelect({ photo, onChange }: { photo: Photo; onChange: (label: PhotoLabel) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>Before or after</Label>
      <Select id={id} value={photo.label} onChange={(event) => onChange(event.currentTarget.value as PhotoLabel)}>
        <option value="before">{labelNames.before}</option>
        <option value="after">{labelNames.after}</option>
      </Select>
    </div>
  );
}

/** Saved when the tradie leaves the field, and only if it changed: no Save button to miss. */
function CaptionField({ photo, onSave }: { photo: Photo; onSave: (caption: string | null) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>Caption</Label>
      <Input
        id={id}
        defaultValue={photo.caption ?? ''}
        maxLength={PHOTO_CAPTION_MAX}
        placeholder="Add a caption"
        onBlur={(event) => {
          const caption = event.currentTarget.value.trim();
          if (caption !== (photo.caption ?? '')) onSave(caption || null);
        }}
      />
    </div>
  );
}

interface RemovePhotoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photo: Photo;
  number: number;
  document: PhotoDocument;
}

/** A photo removed is gone with its files: asked once more. */
function RemovePhotoDialog({ open, onOpenChange, photo, number, document }: RemovePhotoDialogProps) {
  const remove = useRemovePhoto(document);
  const confirm = () =>
    remove.mutate(photo.id, {
      onSuccess: () => onOpenChange(false),
      onError: (failure) => toast({ title: 'Photo not removed', description: failure.message, variant: 'destructive' }),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Remove photo ${number}?`} description="The photo is deleted for good.">
      <div className="flex flex-col gap-3">
        <img src={photo.thumbnailUrl} alt="" className="mx-auto max-h-40 rounded-lg" />
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Removing…' : 'Remove photo'}
        </Button>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Keep it
        </Button>
      </div>
    </Dialog>
  );
}
