import { Link } from 'react-router';
import { buttonClasses, Logo } from '@cobber/ui';

export function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <Logo />
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="text-stone-600">There is nothing at this address.</p>
      <Link to="/" className={buttonClasses('primary')}>
        Go home
      </Link>
    </main>
  );
}
