import { useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from './cn.ts';
import {
  currentToasts,
  dismissToast,
  subscribeToToasts,
  TOAST_DURATION_MS,
  type ToastVariant,
} from './toast-store.ts';

const looks: Record<ToastVariant, string> = {
  default: 'border-stone-200 bg-white text-stone-900',
  destructive: 'border-red-800 bg-red-700 text-white',
  success: 'border-green-200 bg-green-50 text-green-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};

const icons: Record<ToastVariant, typeof Info | null> = {
  default: null,
  destructive: CircleAlert,
  success: CircleCheck,
  warning: TriangleAlert,
  info: Info,
};

/** The toasts themselves, with Radix's live region; loaded with the first toast (toaster.tsx). */
export function ToastList() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts);
  return (
    <Toast.Provider swipeDirection="up">
      {toasts.map(({ id, open, title, description, variant = 'default' }) => {
        const Icon = icons[variant];
        return (
          <Toast.Root
            key={id}
            open={open}
            onOpenChange={(stillOpen) => stillOpen || dismissToast(id)}
            duration={variant === 'destructive' ? Infinity : TOAST_DURATION_MS}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            className={cn(
              'pointer-events-auto relative flex w-full gap-3 rounded-xl border p-4 pr-10 shadow-lg',
              'data-[state=closed]:opacity-0 transition-opacity duration-200',
              looks[variant],
            )}
          >
            {Icon && <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />}
            <div className="flex flex-col gap-1">
              <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
              {description && <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>}
            </div>
            <Toast.Close aria-label="Close" className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
              <X aria-hidden className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="pointer-events-none fixed inset-x-0 top-0 z-[100] mx-auto flex max-w-md flex-col gap-2 p-3" />
    </Toast.Provider>
  );
}
