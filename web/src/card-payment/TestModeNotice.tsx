import type { ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';

/** Said plainly wherever a card is taken in test mode. */
export const TEST_MODE_NOTICE = 'Test mode — no real money is taken';

export function TestModeNotice({ children }: { children?: ReactNode }) {
  return (
    <p role="note" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-left text-sm text-amber-900">
      <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>{TEST_MODE_NOTICE}</strong>
        {children && <>. {children}</>}
      </span>
    </p>
  );
}
