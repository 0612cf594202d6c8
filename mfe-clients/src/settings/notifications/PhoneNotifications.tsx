import { useEffect, useState } from 'react';
import { Smartphone } from 'lucide-react';
import { Button } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';
import { errorMessage } from '../../common/errorMessage.ts';
import { phoneState, turnOffPhone, turnOnPhone, type PhoneState } from './phone-push.ts';

const SAYS: Record<PhoneState, string> = {
  unsupported: 'This browser cannot show notifications. On an iPhone, add Cobber to your Home Screen (Share, then Add to Home Screen) and open it from there.',
  blocked: 'Notifications are blocked for Cobber on this phone. Allow them in the browser’s site settings, then turn them on here.',
  off: 'Get a notification on this phone the moment a client opens, accepts or pays.',
  on: 'This phone gets a notification the moment a client opens, accepts or pays.',
};

/** "Phone notifications": Web Push on this phone, on or off. */
export function PhoneNotifications() {
  const [state, setState] = useState<PhoneState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void phoneState().then(setState, () => setState('off'));
  }, []);

  async function change(turn: () => Promise<PhoneState>, done: string) {
    setBusy(true);
    try {
      const next = await turn();
      setState(next);
      if (next === 'on' || next === 'off') toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({ title: 'Phone notifications not changed', description: errorMessage(error, 'Something went wrong'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  if (state === null) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-stone-100 pt-4">
      <p className="flex items-center gap-2 font-semibold">
        <Smartphone aria-hidden className="size-5 text-accent" />
        Phone notifications: {state === 'on' ? 'On' : 'Off'}
      </p>
      <p className="text-sm text-stone-600">{SAYS[state]}</p>
      {state === 'on' ? (
        <Button variant="outline" disabled={busy} onClick={() => change(turnOffPhone, 'Phone notifications turned off')}>
          Turn off phone notifications
        </Button>
      ) : (
        state !== 'unsupported' && (
          <Button disabled={busy} onClick={() => change(turnOnPhone, 'Phone notifications turned on')}>
            Turn on phone notifications
          </Button>
        )
      )}
    </div>
  );
}
