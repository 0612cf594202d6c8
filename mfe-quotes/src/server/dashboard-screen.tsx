import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import type { Business, InvoiceSummary, QuotePage, User } from '@cobber/contracts';
import { AppLayout, buttonClasses, SignedInUserContext } from '@cobber/ui';
import { businessKey } from '@cobber/ui/data';
import { Link, MemoryRouter } from '@cobber/ui/router';
import DashboardScreen from '../dashboard/DashboardScreen.tsx';
import { SUMMARY_KEY } from '../dashboard/MoneyOwed.tsx';
import { firstQuotePage, quotePagesKey } from '../dashboard/useQuotePages.ts';
import { FIRST_SCREEN_DATA_ID, jsonForScript, type FirstScreenData } from './first-screen-data.ts';

// The server render the gateway calls for a signed-in `GET /` (issue 11), built to
// dist-server/dashboard-screen.js beside the remote's browser build in dist/.
const browserBuild = new URL('../dist/', import.meta.url);

/** The remote's own CSS (Tailwind utilities the dashboard uses), inlined so the first paint needs no other file. */
function remoteCss(): string {
  const manifest = JSON.parse(readFileSync(new URL('mf-manifest.json', browserBuild), 'utf8')) as {
    exposes: { name: string; assets: { css: { sync: string[] } } }[];
  };
  const files = manifest.exposes.find((exposed) => exposed.name === 'routes')?.assets.css.sync ?? [];
  return files.map((file) => readFileSync(new URL(file, browserBuild), 'utf8')).join('\n');
}

const css = remoteCss();

/** What the dashboard's first screen shows: the owner, their business, the first page of quotes, money owed. */
export interface DashboardAnswers {
  owner: User;
  business: Business;
  quotes: QuotePage;
  summary: InvoiceSummary;
}

/** The parts the gateway puts into the shell's index.html. */
export interface RenderedFirstScreen {
  /** The CSS the markup needs beyond the shell's own. */
  css: string;
  /** What goes inside `#root`: the same markup the app draws at `/`. */
  markup: string;
  /** The `<script type="application/json">` the app starts its query cache from. */
  dataScript: string;
}

/**
 * The signed-in dashboard as the app would first draw it, from the same components, its
 * query cache filled with the answers given, so the app can start from exactly that.
 */
export function renderDashboardScreen(answers: DashboardAnswers): RenderedFirstScreen {
  const queries = new QueryClient();
  queries.setQueryData(businessKey, answers.business);
  queries.setQueryData(SUMMARY_KEY, answers.summary);
  queries.setQueryData(quotePagesKey('', 'all'), firstQuotePage(answers.quotes));
  const markup = renderToString(
    <MemoryRouter initialEntries={['/']}>
      <SignedInUserContext value={answers.owner}>
        <QueryClientProvider client={queries}>
          <AppLayout tab="quotes" actions={<PlainBell />}>
            <DashboardScreen />
          </AppLayout>
        </QueryClientProvider>
      </SignedInUserContext>
    </MemoryRouter>,
  );
  const data: FirstScreenData = { owner: answers.owner, queries: dehydrate(queries) };
  return {
    css,
    markup,
    dataScript: `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonForScript(data)}</script>`,
  };
}

/**
 * The header's bell as the shell draws it with nothing unread: the shell's own bell
 * (shell/src/notifications) takes its place once the app runs and knows the count.
 */
function PlainBell() {
  return (
    <Link to="/notifications" aria-label="Notifications" className={`${buttonClasses('ghost', 'icon')} relative`}>
      <Bell aria-hidden />
    </Link>
  );
}
