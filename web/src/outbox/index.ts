// The outbox: clients and manual quotes made without signal, kept on the phone
// and sent once when the connection returns.
export { useCreateOrKeep, useOutboxItems, useOutboxSender } from './hooks.ts';
export { type Kept } from './keep.ts';
export { isOffline, OFFLINE_PAYMENT, OFFLINE_SENDING } from './offline.ts';
export { useForgetOutboxOnSignOut } from './sign-out.ts';
export { clearOutbox, type OutboxItem } from './store.ts';
export { WaitingToSend } from './WaitingToSend.tsx';
