import { createRoot } from 'react-dom/client';

let toasts: Promise<void> | undefined;

/**
 * A server-rendered public page has no shell around it: the toasts arrive with the first
 * thing that needs them (a PDF download, a paid deposit), not with the page.
 */
export function showToasts(): Promise<void> {
  return (toasts ??= import('@cobber/ui/widgets').then(({ Toaster }) => {
    createRoot(document.body.appendChild(document.createElement('div'))).render(<Toaster />);
  }));
}
