import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'default' | 'sm' | 'icon';

// A disabled button stays opaque (a see-through "Save Settings" let the field
// text behind it show through) and turns grey whatever its variant: stone-600 on
// stone-200 is 6.1:1, above WCAG AA's 4.5:1, and no longer the accent it has when live.
const disabledFill = 'disabled:border-stone-200 disabled:bg-stone-200 disabled:text-stone-600';

const variants: Record<ButtonVariant, string> = {
  primary: cn('bg-accent text-white hover:bg-accent-strong active:bg-accent-strong', disabledFill),
  secondary: cn('bg-stone-900 text-white hover:bg-stone-800', disabledFill),
  outline: cn('border border-stone-300 bg-white text-stone-900 hover:bg-stone-50', disabledFill),
  ghost: cn('text-stone-700 hover:bg-stone-200/60', disabledFill),
  destructive: cn('bg-red-600 text-white hover:bg-red-700', disabledFill),
};

const sizes: Record<ButtonSize, string> = {
  default: 'h-12 px-5 text-base',
  sm: 'h-10 px-3 text-sm [&_svg]:size-4',
  icon: 'size-11',
};

/** Button look for anything clickable, so a router link can look like a button too. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'default'): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
    'disabled:pointer-events-none',
    variants[variant],
    sizes[size],
    size !== 'sm' && '[&_svg]:size-5',
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
