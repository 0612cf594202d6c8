import { ArrowLeft, FileX } from 'lucide-react';
import { Link } from '@cobber/ui/router';
import { buttonClasses, Card } from '@cobber/ui';

/** A quote that does not exist or is another owner's (404): trying again would not help, the dashboard will. */
export function QuoteNotFound() {
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center">
      <FileX aria-hidden className="size-12 text-accent" />
      <h1 className="text-xl font-bold">Quote Not Found</h1>
      <p className="text-stone-600">This quote does not exist or is not yours.</p>
      <Link to="/" className={buttonClasses('primary')}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
    </Card>
  );
}
