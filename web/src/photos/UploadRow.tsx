import { Button } from '@cobber/ui';
import type { PhotoUpload } from './upload-queue.ts';

interface UploadRowProps {
  upload: PhotoUpload;
  onRetry: () => void;
  onDismiss: () => void;
}

/** One chosen photo on its way: its own progress, or why it did not go and what can be done. */
export function UploadRow({ upload, onRetry, onDismiss }: UploadRowProps) {
  const name = upload.file.name || 'Photo';
  if (upload.state === 'failed') {
    return (
      <li className="flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-3">
        <p role="alert" className="text-sm text-red-700">
          {upload.failure?.message ?? `${name} did not upload`}
        </p>
        <div className="flex gap-2">
          {upload.failure?.canRetry && (
            <Button variant="outline" onClick={onRetry} aria-label={`Retry ${name}`}>
              Retry
            </Button>
          )}
          <Button variant="ghost" onClick={onDismiss} aria-label={`Dismiss ${name}`}>
            Dismiss
          </Button>
        </div>
      </li>
    );
  }
  const percent = Math.round(upload.sent * 100);
  const status = upload.state === 'waiting' ? 'Waiting' : `${percent}%`;
  return (
    <li className="flex flex-col gap-1.5 rounded-xl border border-stone-200 p-3">
      <div className="flex justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium text-stone-800">{name}</span>
        <span className="shrink-0 text-stone-600">{status}</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}
