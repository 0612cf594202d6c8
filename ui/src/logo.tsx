import { Hammer } from 'lucide-react';
import { cn } from './cn.ts';

/** The product logo: an orange hammer badge and the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-xl font-extrabold tracking-tight text-stone-900', className)}>
      <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-white">
        <Hammer aria-hidden className="size-5" />
      </span>
      Cobber
    </span>
  );
}
