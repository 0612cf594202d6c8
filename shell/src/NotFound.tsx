import { Link } from '@cobber/ui/router';
import { AppLayout, buttonClasses } from '@cobber/ui';
import { FirstScreenReady } from './first-screen.ts';

/** 'Page Not Found'; an owner keeps the header and navigation to find their way. */
export function NotFound({ signedIn }: { signedIn: boolean }) {
  const message = (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="text-stone-600">There is nothing at this address.</p>
      <Link to="/" className={buttonClasses('primary')}>
        Go home
      </Link>
      <FirstScreenReady />
    </div>
  );
  return signedIn ? <AppLayout>{message}</AppLayout> : <main className="mx-auto max-w-md pt-16">{message}</main>;
}
