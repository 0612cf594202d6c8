import { useRef } from 'react';
import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { LOGO_MAX_BYTES, BusinessMessages } from '@cobber/contracts';
import { Button, Label, Spinner } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';

interface LogoPickerProps {
  logoUrl: string | null;
  uploading: boolean;
  /** Called with a picked file that is an image of at most 5 MB. */
  onUpload: (logo: File) => void;
  /** Offered only where the screen lets the owner take the logo off. */
  onRemove?: () => void;
}

/** The business logo: a preview, a button to pick an image, and one to remove it. */
export function LogoPicker({ logoUrl, uploading, onUpload, onRemove }: LogoPickerProps) {
  const input = useRef<HTMLInputElement>(null);

  function pick(logo: File | undefined) {
    if (!logo) return;
    if (!logo.type.startsWith('image/')) {
      toast({ title: BusinessMessages.invalidFileType, description: BusinessMessages.selectImage, variant: 'destructive' });
    } else if (logo.size > LOGO_MAX_BYTES) {
      toast({ title: BusinessMessages.fileTooLarge, description: BusinessMessages.selectSmallerImage, variant: 'destructive' });
    } else {
      onUpload(logo);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="business-logo">Business logo</Label>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
          {logoUrl ? (
            <img src={logoUrl} alt="Business logo" className="size-full object-contain" />
          ) : (
            <ImageIcon aria-hidden className="size-8 text-stone-400" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Button variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
            <Upload aria-hidden />
            {logoUrl ? 'Change logo' : 'Upload logo'}
          </Button>
          {logoUrl && onRemove && (
            <Button variant="ghost" size="sm" disabled={uploading} onClick={onRemove}>
              <Trash2 aria-hidden />
              Remove logo
            </Button>
          )}
        </div>
        <input
          ref={input}
          id="business-logo"
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {uploading && (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="size-4" />
          Analyzing logo and generating brand colors...
        </p>
      )}
    </div>
  );
}
