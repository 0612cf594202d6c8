import { useState } from 'react';

/**
 * Whether a dialog has been opened yet: its component (and the dialog library with it)
 * then loads on the first open, not with the screen, and stays mounted after it so it
 * closes as it opened, animated, with what was typed kept.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
