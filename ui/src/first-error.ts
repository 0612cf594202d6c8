import { useEffect, useRef, type RefObject } from 'react';

// A control Field marks invalid, or a message shown on its own (a form-wide error).
const ERROR = '[aria-invalid="true"], [role="alert"]';

/**
 * Brings the first error on the screen, in reading order, into the middle of the view
 * and puts the cursor there (an empty New Quote scrolled to the title's error
 * and left "Please select a client" above it). Answers whether there was one.
 */
export function showFirstError(container: ParentNode | null): boolean {
  const first = container?.querySelector<HTMLElement>(ERROR);
  if (!first) return false;
  // A message on its own takes the focus too, so a screen reader reads it out.
  if (first.getAttribute('role') === 'alert' && first.tabIndex < 0) first.setAttribute('tabindex', '-1');
  // 'center': the sticky header would cover a field scrolled to the top.
  first.scrollIntoView({ block: 'center', behavior: 'instant' });
  first.focus({ preventScroll: true });
  return true;
}

/**
 * For a react-hook-form form (made with `shouldFocusError: false`): after each submit
 * that failed, the first error in document order is shown — react-hook-form would
 * focus in the order fields were registered, and not a control it does not know
 * (like the client picker). Give the returned ref to the `<form>`.
 */
export function useFirstErrorOnSubmit<T extends HTMLElement = HTMLFormElement>(submitCount: number): RefObject<T | null> {
  const form = useRef<T>(null);
  useEffect(() => {
    // The render that counts a submit also carries its errors, so they are on the page now.
    if (submitCount > 0) showFirstError(form.current);
  }, [submitCount]);
  return form;
}
