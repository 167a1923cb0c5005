import { AuthPage } from '../AuthPage';

/** The sign-in and sign-up routes, one lazy chunk for both: they share their whole flow. */
export function SignInPage() {
  return <AuthPage kind="signIn" />;
}

export function SignUpPage() {
  return <AuthPage kind="signUp" />;
}
