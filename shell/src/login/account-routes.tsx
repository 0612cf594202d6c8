import { lazy } from 'react';
import { Route, Routes } from '@cobber/ui/router';

const ForgotPasswordScreen = lazy(() => import('./ForgotPasswordScreen.tsx').then((m) => ({ default: m.ForgotPasswordScreen })));
const ResetPasswordScreen = lazy(() => import('./ResetPasswordScreen.tsx').then((m) => ({ default: m.ResetPasswordScreen })));
const FinishSignUpScreen = lazy(() => import('./LinkConfirmScreen.tsx').then((m) => ({ default: m.FinishSignUpScreen })));
const ConfirmEmailScreen = lazy(() => import('./LinkConfirmScreen.tsx').then((m) => ({ default: m.ConfirmEmailScreen })));

const SCREENS = {
  '/forgot-password': <ForgotPasswordScreen />,
  '/reset-password': <ResetPasswordScreen />,
  '/finish-signup': <FinishSignUpScreen />,
  '/confirm-email': <ConfirmEmailScreen />,
};

/** Whether the path is an account page: shown signed in or out, before anything else. */
export function isAccountPage(pathname: string): boolean {
  return pathname in SCREENS;
}

/**
 * The account pages: what the login screen's 'Forgot Password?' and the mailed links
 * open. Each loads only when opened, so the login page stays as light as it was.
 */
export function AccountScreens() {
  return (
    <Routes>
      {Object.entries(SCREENS).map(([path, screen]) => (
        <Route key={path} path={path} element={screen} />
      ))}
    </Routes>
  );
}
