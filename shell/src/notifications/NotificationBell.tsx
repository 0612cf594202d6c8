import { Bell } from 'lucide-react';
import { Link } from '@cobber/ui/router';
import { buttonClasses } from '@cobber/ui';
import { useUnreadCount } from './queries.ts';

/** The header's bell: how many notifications are unread, read out to screen readers too; opens the list. */
export function NotificationBell() {
  const unread = useUnreadCount().data ?? 0;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <Link to="/notifications" aria-label={label} className={`${buttonClasses('ghost', 'icon')} relative`}>
      <Bell aria-hidden />
      {unread > 0 && (
        <span aria-hidden className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
