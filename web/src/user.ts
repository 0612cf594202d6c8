import { createContext, useContext } from 'react';
import type { User } from '@cobber/contracts';

/** The signed-in owner, provided by the shell around every owner screen. */
export const SignedInUserContext = createContext<User | null>(null);

export function useSignedInUser(): User {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser needs a signed-in owner');
  return user;
}
