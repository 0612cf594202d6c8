import { describe, expect, it } from 'vitest';
import { LoginBody, PasswordResetConfirm, SignupBody } from './auth.ts';
import { fieldErrors } from './errors.ts';
import { loginMessage, loginMessageCode, LoginMessages } from './login-messages.ts';

describe('the account pages’ messages', () => {
  it('gives the text of a code Cobber sends, and nothing for any other code', () => {
    expect(loginMessage('bad_password')).toBe('Email or password is incorrect');
    expect(loginMessage('reset_sent')).toBe("If an account exists for that email, we've sent a link to reset the password.");
    for (const code of ['Your account is suspended, call 0400 000 000', 'toString', '__proto__', 'constructor', '', null, undefined]) {
      expect(loginMessage(code)).toBeUndefined();
    }
  });

  it('finds the code of every message, and try_again for a text it does not show', () => {
    for (const [code, text] of Object.entries(LoginMessages)) expect(loginMessageCode(text)).toBe(code);
    expect(loginMessageCode('Request body is larger than 16384 bytes')).toBe('try_again');
  });

  it('has a code for every message the sign-in, sign-up and reset forms are refused with', () => {
    const refusals = [
      LoginBody.safeParse({ email: '', password: 'x' }),
      LoginBody.safeParse({ email: 'sam@example.com', password: '' }),
      SignupBody.safeParse({ email: 'not an email', password: 'long enough pw', firstName: 'Sam' }),
      SignupBody.safeParse({ email: 'sam@example.com', password: 'short', firstName: 'Sam' }),
      SignupBody.safeParse({ email: 'sam@example.com', password: 'long enough pw', firstName: ' ' }),
      SignupBody.safeParse({ email: 'sam@example.com', password: 'long enough pw' }),
      SignupBody.safeParse({ email: 'sam@example.com', password: 'long enough pw', firstName: 'S'.repeat(101) }),
      PasswordResetConfirm.safeParse({ token: 'short', password: 'long enough pw' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.success).toBe(false);
      for (const message of Object.values(fieldErrors(refusal.error!))) expect(loginMessageCode(message)).not.toBe('try_again');
    }
  });
});
