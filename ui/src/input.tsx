import type { InputHTMLAttributes, LabelHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';

// An invalid field keeps its red border when focused, so its focus ring is solid red-600
// (4.6:1 on white; WCAG 1.4.11 asks 3:1), not a faint tint.
const fieldLook =
  'w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 placeholder:text-stone-500 ' +
  'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 disabled:opacity-60 ' +
  'aria-invalid:border-red-500 aria-invalid:ring-red-600';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldLook, 'h-12', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(fieldLook, 'min-h-24 py-3', className)} {...props} />;
}

/** The phone's own picker, looking like the other inputs. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldLook, 'h-12', className)} {...props} />;
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-medium text-stone-700', className)} {...props} />;
}
