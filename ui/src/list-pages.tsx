import { useEffect, useRef, useState } from 'react';
import { Button } from './button.tsx';

/** The value once it has stopped changing for `delayMs`: a search waits for a pause in typing. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The end of a list loaded a page at a time: brings the next page as it
 * scrolls into view, or on a tap of its button ("Show more quotes").
 */
export function ShowMore({ label, onShowMore }: { label: string; onShowMore: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  const showMore = useRef(onShowMore);
  useEffect(() => {
    showMore.current = onShowMore;
  });
  // One observer for the list's life: it fires as the end comes into view, not each time a
  // page arrives, so a page that fails is not asked again and again.
  useEffect(() => {
    const target = end.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={end}>
      <Button variant="ghost" className="w-full" onClick={onShowMore}>
        {label}
      </Button>
    </div>
  );
}
