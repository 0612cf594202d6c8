import { useEffect, useRef } from 'react';
import { Button } from '@cobber/ui';

/** Brings the next cards as the list's end scrolls into view, or on a tap. */
export function ShowMore({ onShowMore }: { onShowMore: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onShowMore();
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [onShowMore]);
  return (
    <div ref={end}>
      <Button variant="ghost" className="w-full" onClick={onShowMore}>
        Show more quotes
      </Button>
    </div>
  );
}
