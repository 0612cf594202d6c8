import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Field, Input, Logo } from '@cobber/ui';
import { PasswordInput } from './PasswordInput.tsx';

/**
 * The signed-out landing page (spec §2 "Login screen", DESIGN.md §5): a plain form post
 * to /api/login, which signs in (or signs up) and answers 303 to '/' or '/?error=…'.
 */
export function LoginScreen() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const notice = params.get('notice');
  const [signingUp, setSigningUp] = useState(false);
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const canLogIn = email !== '' && password !== '';
  const canSignUp = canLogIn && firstName.trim() !== '';

  const logIn = (
    <Button key="login" type="submit" name="mode" value="login" disabled={!canLogIn} variant={signingUp ? 'outline' : 'primary'}>
      Log in
    </Button>
  );
  const signUp = signingUp ? (
    <Button key="signup" type="submit" name="mode" value="signup" disabled={!canSignUp}>
      Sign Up
    </Button>
  ) : (
    <Button key="signup" variant="outline" onClick={() => setSigningUp(true)}>
      Sign Up
    </Button>
  );

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-5 py-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo className="text-3xl" />
        <p className="text-stone-600">Quotes and invoices for tradies, from your phone.</p>
      </div>
      <Card className="p-5">
        <form method="post" action="/api/login" className="flex flex-col gap-4">
          {error && (
            <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-700">
              {error}
            </p>
          )}
          {notice && !error && (
            <p role="status" className="rounded-xl bg-emerald-50 px-3.5 py-3 text-sm text-emerald-800">
              {notice}
            </p>
          )}
          {signingUp && (
            <Field label="First name">
              <Input
                name="firstName"
                autoComplete="given-name"
                autoFocus
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
              />
            </Field>
          )}
          <Field label="Email">
            {/* No format check (spec §5): type=text, so the browser does not check one either. */}
            <Input
              name="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field label="Password">
            <PasswordInput
              name="password"
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <div className="flex items-center justify-between gap-3">
            <label className="flex min-h-11 items-center gap-2.5 text-sm text-stone-700">
              <input type="checkbox" name="remember" className="size-5 accent-accent" />
              Remember Me?
            </label>
            <Link to="/forgot-password" className="text-sm font-medium text-accent">
              Forgot Password?
            </Link>
          </div>
          {/* The first submit button answers the Enter key, so it is the mode's own. */}
          <div className="flex flex-col gap-3">{signingUp ? [signUp, logIn] : [logIn, signUp]}</div>
        </form>
      </Card>
    </main>
  );
}
