import { HardHat } from 'lucide-react';
import { Button, Card } from '@cobber/ui';

export function WelcomeCard({ onAddDetails }: { onAddDetails: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 px-5 py-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <HardHat aria-hidden className="size-9" />
      </span>
      <h1 className="text-2xl font-bold">Welcome to Cobber</h1>
      <p className="text-stone-600">
        Add your business details once. After that, turn job details into a professional quote in a few taps.
      </p>
      <Button className="w-full" onClick={onAddDetails}>
        Add your details
      </Button>
    </Card>
  );
}
