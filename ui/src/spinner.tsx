import { LoaderCircle } from 'lucide-react';
import { cn } from './cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return <LoaderCircle role="status" aria-label={label} className={cn('size-6 animate-spin text-accent', className)} />;
}

/** A spinner centred in the screen, while a page or its data loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
