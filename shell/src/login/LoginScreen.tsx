import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { apiPath } from '@cobber/web';
import { Button, Card, Field, Input, Logo, showFirstError } from '@cobber/ui';
import { loginMessage } from '@cobber/contracts/login-messages';
import { PasswordInput } from './PasswordInput.tsx';
import { postLogin, type LoginErrors, type LoginField, type LoginRequest } from './postLogin.ts';

/**
 * The signed-out landing page. It signs in (or up) with JSON, so a refusal keeps the mode,
 * the name and the email and shows every error beside its field; as a plain form it still
 * posts to /api/login, which answers 303 to '/' or '/?error=<code>'. Only the text of a code
 * Cobber sends is shown, never words from the address, so a link cannot make this page say
 * what its sender likes. It needs no router: the gateway also serves it alone, as the light
 * page a signed-out phone opens first (page/login.tsx).
 */
export function LoginScreen() {
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const [signingUp, setSigningUp] = useState(false);
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>(() => ({ form: loginMessage(params.get('error')) }));
  const [notice, setNotice] = useState(() => loginMessage(params.get('notice')) ?? null);
  const [sending, setSending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const canLogIn = email !== '' && password !== '' && !sending;
  const canSignUp = canLogIn && firstName.trim() !== '';

  // After each refusal, once its messages are on the page.
  useEffect(() => {
    if (refusals > 0) showFirstError(form.current);
  }, [refusals]);

  /** A field's change, which also takes its message away: the owner is fixing it. */
  function onEdit(field: LoginField, setValue: (value: string) => void) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value);
      setErrors(({ [field]: _fixed, ...others }) => others);
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const answer = await postLogin({ mode: modeOf(event, signingUp), firstName, email, password, remember });
    setSending(false);
    // Signed in: the app starts again as the owner, as after the form post's 303.
    if (answer.kind === 'signed-in') return window.location.assign('/');
    if (answer.kind === 'notice') {
      setErrors({});
      setNotice(answer.message);
      return;
    }
    setNotice(null);
    setErrors(answer.errors);
    setRefusals((count) => count + 1);
  }

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
        <form ref={form} method="post" action={apiPath('POST /api/login')} onSubmit={submit} noValidate className="flex flex-col gap-4">
          {errors.form && (
            <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-700">
              {errors.form}
            </p>
          )}
          {notice && !errors.form && (
            <p role="status" className="rounded-xl bg-emerald-50 px-3.5 py-3 text-sm text-emerald-800">
              {notice}
            </p>
          )}
          {signingUp && (
            <Field label="First name" error={errors.firstName}>
              <Input
                name="firstName"
                autoComplete="given-name"
                autoFocus
                value={firstName}
                onChange={onEdit('firstName', setFirstName)}
              />
            </Field>
          )}
          <Field label="Email" error={errors.email}>
            {/* No format check: type=text, so the browser does not check one either. */}
            <Input
              name="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={onEdit('email', setEmail)}
            />
          </Field>
          <Field label="Password" error={errors.password}>
            <PasswordInput
              name="password"
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              value={password}
              onChange={onEdit('password', setPassword)}
            />
          </Field>
          <div className="flex items-center justify-between gap-3">
            <label className="flex min-h-11 items-center gap-2.5 text-sm text-stone-700">
              <input
                type="checkbox"
                name="remember"
                className="size-5 accent-accent"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              Remember Me?
            </label>
            <a href="/forgot-password" className="text-sm font-medium text-accent">
              Forgot Password?
            </a>
          </div>
          {/* The first submit button answers the Enter key, so it is the mode's own. */}
          <div className="flex flex-col gap-3">{signingUp ? [signUp, logIn] : [logIn, signUp]}</div>
        </form>
      </Card>
    </main>
  );
}

/** Which button sent the form (Enter presses the first, the mode's own). */
function modeOf(event: FormEvent<HTMLFormElement>, signingUp: boolean): LoginRequest['mode'] {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  const mode = submitter?.value ?? (signingUp ? 'signup' : 'login');
  return mode === 'signup' ? 'signup' : 'login';
}
