import type { SelectHTMLAttributes } from 'react';
import { AUSTRALIAN_TIME_ZONE, AUSTRALIAN_TIME_ZONES, TimeZone, TimeZoneLabels } from '@cobber/contracts';
import { cn } from '@cobber/ui';

/** The business's time zone, by state: the phone's own picker, looking like the design system's inputs. */
export function TimeZoneSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900',
        'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    >
      {AUSTRALIAN_TIME_ZONES.map((zone) => (
        <option key={zone} value={zone}>
          {TimeZoneLabels[zone]}
        </option>
      ))}
    </select>
  );
}

/** A new business's first guess: the phone's own zone when it is one of ours, else Sydney's. */
export function deviceTimeZone(): TimeZone {
  const zone = TimeZone.safeParse(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return zone.success ? zone.data : AUSTRALIAN_TIME_ZONE;
}
