import type { ReactNode } from 'react';
import { ArrowLeft, FileText, ReceiptText, Settings, Users } from 'lucide-react';
import { Link } from '@cobber/ui/router';
import { buttonClasses } from './button.tsx';
import { cn } from './cn.ts';
import { Logo } from './logo.tsx';
import type { Tab } from './routes.ts';

/** The header of owner screens: an optional back button, the product logo, and the shell's actions (the notification bell). */
export function AppHeader({ back, actions }: { back?: string; actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-stone-200 bg-white/95 px-3 backdrop-blur">
      {back && (
        <Link to={back} aria-label="Back" className={buttonClasses('ghost', 'icon')}>
          <ArrowLeft aria-hidden />
        </Link>
      )}
      <Logo className="text-lg" />
      {actions && <div className="ml-auto flex items-center">{actions}</div>}
    </header>
  );
}

const tabs: Array<{ tab: Tab; to: string; label: string; icon: typeof FileText }> = [
  { tab: 'quotes', to: '/', label: 'Quotes', icon: FileText },
  { tab: 'invoices', to: '/invoices', label: 'Invoices', icon: ReceiptText },
  { tab: 'clients', to: '/clients', label: 'Clients', icon: Users },
  { tab: 'settings', to: '/settings', label: 'Settings', icon: Settings },
];

/**
 * Bottom navigation: Quotes, Invoices, Clients, Settings, each one tap away in thumb reach.
 * The tab lit is the screen's own (Receipts lights Invoices), not the one whose path matches.
 */
export function BottomNav({ active }: { active?: Tab }) {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto flex max-w-xl">
        {tabs.map(({ tab, to, label, icon: Icon }) => (
          <li key={tab} className="flex-1">
            <Link
              to={to}
              aria-current={tab === active ? 'page' : undefined}
              className={cn(
                'flex h-16 flex-col items-center justify-center gap-0.5 text-xs font-medium',
                tab === active ? 'text-accent' : 'text-stone-500',
              )}
            >
              <Icon aria-hidden className="size-6" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An owner screen: header, content with room above the bottom navigation, navigation. */
export function AppLayout({ back, tab, actions, children }: { back?: string; tab?: Tab; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-dvh pb-24">
      <AppHeader back={back} actions={actions} />
      <main className="mx-auto max-w-xl px-4 py-5">{children}</main>
      <BottomNav active={tab} />
    </div>
  );
}
