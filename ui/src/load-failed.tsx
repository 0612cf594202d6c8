import { Button } from './button.tsx';
import { Card } from './card.tsx';

/** A screen whose data did not load: says so and offers to try again. */
export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-start gap-3">
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="text-stone-600">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
