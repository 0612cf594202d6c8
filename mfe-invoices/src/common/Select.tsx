import type { SelectHTMLAttributes } from 'react';
import { cn } from '@cobber/ui';

/** The phone's own picker, looking like the design system's inputs. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900',
        'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
