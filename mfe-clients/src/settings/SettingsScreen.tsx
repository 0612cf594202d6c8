import { ChevronRight, LogOut } from 'lucide-react';
import { apiPath } from '@cobber/web';
import { buttonClasses, Card } from '@cobber/ui';
import { Link } from '@cobber/ui/router';
import { useForgetOutboxOnSignOut } from '@cobber/web/data';
import { SETTINGS_SECTIONS, type SettingsSection } from './sections.ts';

export { firstData } from './first-data.ts';

/** Settings: its sections, each a short screen of its own with one Save, and Sign Out. */
export default function SettingsScreen() {
  const forgetOutbox = useForgetOutboxOnSignOut();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Settings</h1>
      <nav aria-label="Settings">
        <ul className="flex flex-col gap-2">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.path}>
              <SectionLink section={section} />
            </li>
          ))}
        </ul>
      </nav>
      <a href={apiPath('GET /api/logout')} onClick={forgetOutbox} className={buttonClasses('outline')}>
        <LogOut aria-hidden />
        Sign Out
      </a>
    </div>
  );
}

function SectionLink({ section: { path, title, holds, icon: Icon } }: { section: SettingsSection }) {
  return (
    <Link to={path}>
      <Card className="flex min-h-16 items-center gap-3">
        <Icon aria-hidden className="size-6 shrink-0 text-accent" />
        <span className="flex flex-1 flex-col">
          <span className="font-semibold">{title}</span>
          <span className="text-sm text-stone-600">{holds}</span>
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-stone-400" />
      </Card>
    </Link>
  );
}
