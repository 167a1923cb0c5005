import {
  Alert,
  AlertDescription,
  AlertIcon,
  Button,
  FormControl,
  FormErrorMessage,
  FormHelperText,
  FormLabel,
  HStack,
  Input,
  Link,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from '@chainwork/shared-config/router';
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_LINK_PARAM,
  SIGN_IN_TTL_MINUTES,
  publicSettings,
  route,
  type Identity,
  type SignInIntent,
} from '@chainwork/shared-config';
import { pageAuth } from '@chainwork/shared-config/browser';
import { useTRPC } from '@chainwork/shared-config/react';
import { AuthCard } from './AuthCard';
import { afterSignInPath } from './after-sign-in';
import { errorMessage } from './error-message';

const COPY: Record<SignInIntent, { title: string; lead: string; submit: string; switchText: string; switchLink: string }> = {
  'sign-in': {
    title: 'Sign in to Chainwork',
    lead: 'Enter your e-mail and we will send you a sign-in link and a code. No password to remember.',
    submit: 'E-mail me a sign-in link',
    switchText: 'New to Chainwork?',
    switchLink: 'Create an account',
  },
  'sign-up': {
    title: 'Create your Chainwork account',
    lead: 'Post jobs and follow them from one place. We will send a link and a code to confirm your e-mail.',
    submit: 'Create account',
    switchText: 'Already have an account?',
    switchLink: 'Sign in',
  },
};

/**
 * Signed in: the page's auth shows the person at once (the top bar, a page opened before the
 * load below completes), then a full page load, so the gateway serves the next page with the
 * new session and its roles in it.
 */
function enterSite(path: string, signedIn: { identity: Identity; expiresAt: Date }) {
  pageAuth().signedIn?.({ ...signedIn.identity, expiresAt: signedIn.expiresAt.getTime() });
  window.location.assign(path);
}

function EmailStep({ intent, onSent }: { intent: SignInIntent; onSent: (sent: { attemptId: string; email: string }) => void }) {
  const location = useLocation();
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestSignIn.mutationOptions({ onSuccess: onSent }));
  const [email, setEmail] = useState('');
  const settings = publicSettings();
  const copy = COPY[intent];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ email, intent });
  };
  return (
    <AuthCard title={copy.title} lead={copy.lead}>
      <Stack as="form" spacing={5} onSubmit={submit} noValidate>
        <FormControl isInvalid={request.isError} isRequired>
          <FormLabel>E-mail address</FormLabel>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            size="lg"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="name@example.com"
          />
          <FormErrorMessage>{request.isError ? errorMessage(request.error) : null}</FormErrorMessage>
        </FormControl>
        <Button type="submit" size="lg" isLoading={request.isPending} loadingText="Sending" variant="brand">
          {copy.submit}
        </Button>
        {intent === 'sign-up' ? (
          <Text fontSize="sm" color="fg.muted">
            By creating an account you agree to the{' '}
            <Link as={RouterLink} to={route('terms').path} color="brand.200">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link as={RouterLink} to={route('privacy').path} color="brand.200">
              Privacy Policy
            </Link>
            .
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {copy.switchText} {/* The way back (`next`) carries over, so a visitor sent to sign in may sign up instead and still return. */}
          <Link
            as={RouterLink}
            to={{ pathname: intent === 'sign-in' ? settings.signUpPath : settings.signInPath, search: location.search }}
            color="brand.200"
            fontWeight="600"
          >
            {copy.switchLink}
          </Link>
        </Text>
      </Stack>
    </AuthCard>
  );
}

function CodeStep({
  sent,
  intent,
  onRestart,
}: {
  sent: { attemptId: string; email: string };
  intent: SignInIntent;
  onRestart: () => void;
}) {
  const trpc = useTRPC();
  const location = useLocation();
  const verify = useMutation(
    trpc.auth.verifyCode.mutationOptions({ onSuccess: (session) => enterSite(afterSignInPath(location.search), session) }),
  );
  const resend = useMutation(trpc.auth.requestSignIn.mutationOptions());
  const [code, setCode] = useState('');
  // The e-mail form that had focus is gone: the code field, the one thing to do next, takes it.
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    codeField.current?.focus();
  }, []);
  const attemptId = resend.data?.attemptId ?? sent.attemptId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate({ attemptId, code });
  };
  return (
    <AuthCard
      title="Check your e-mail"
      lead={
        <>
          We sent a sign-in link and a {SIGN_IN_CODE_LENGTH}-digit code to{' '}
          <Text as="strong" color="fg.default">
            {sent.email}
          </Text>
          . Open the link, or enter the code here. Both work once, for {SIGN_IN_TTL_MINUTES} minutes.
        </>
      }
    >
      <Stack as="form" spacing={5} onSubmit={submit} noValidate>
        <FormControl isInvalid={verify.isError}>
          <FormLabel>{SIGN_IN_CODE_LENGTH}-digit code</FormLabel>
          <Input
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={SIGN_IN_CODE_LENGTH}
            ref={codeField}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            size="lg"
            fontSize="2xl"
            letterSpacing="0.4em"
            textAlign="center"
            fontFamily="mono"
            placeholder={'0'.repeat(SIGN_IN_CODE_LENGTH)}
          />
          {verify.isError ? (
            <FormErrorMessage>{errorMessage(verify.error)}</FormErrorMessage>
          ) : (
            <FormHelperText>The code is in the e-mail, below the button.</FormHelperText>
          )}
        </FormControl>
        <Button
          type="submit"
          size="lg"
          isLoading={verify.isPending || verify.isSuccess}
          loadingText="Signing in"
          isDisabled={code.length !== SIGN_IN_CODE_LENGTH}
          variant="brand"
        >
          {intent === 'sign-up' ? 'Confirm and create account' : 'Sign in'}
        </Button>
        <Stack spacing={1} fontSize="sm" color="fg.muted" aria-live="polite">
          <Text>No e-mail? Check your spam folder, or:</Text>
          <HStack spacing={4} wrap="wrap">
            <Button
              variant="link"
              size="sm"
              color="brand.200"
              isLoading={resend.isPending}
              onClick={() => {
                verify.reset();
                setCode('');
                resend.mutate({ email: sent.email, intent });
              }}
            >
              Send a new e-mail
            </Button>
            <Button variant="link" size="sm" color="brand.200" onClick={onRestart}>
              Use a different e-mail
            </Button>
          </HStack>
          {resend.isSuccess ? <Text color="green.300">A new e-mail is on its way; use the newest code.</Text> : null}
          {resend.isError ? <Text color="red.300">{errorMessage(resend.error)}</Text> : null}
        </Stack>
      </Stack>
    </AuthCard>
  );
}

/** Opening the link from the mail: the token is read once, taken out of the address bar, and spent. */
function LinkStep({ token, intent, onRestart }: { token: string; intent: SignInIntent; onRestart: () => void }) {
  const trpc = useTRPC();
  const location = useLocation();
  const verify = useMutation(
    trpc.auth.verifyLink.mutationOptions({ onSuccess: (session) => enterSite(afterSignInPath(location.search), session) }),
  );
  const started = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    // Once only (StrictMode runs effects twice): a link can be used a single time.
    if (started.current) return;
    started.current = true;
    mutate({ token });
  }, [mutate, token]);
  if (verify.isError) {
    return (
      <AuthCard title="This link did not work" lead={errorMessage(verify.error)}>
        <Button size="lg" w="full" onClick={onRestart} variant="brand">
          {intent === 'sign-up' ? 'Send a new confirmation e-mail' : 'Send a new sign-in e-mail'}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={intent === 'sign-up' ? 'Confirming your e-mail' : 'Signing you in'}>
      <HStack spacing={3} role="status">
        <Spinner color="accent.400" />
        <Text>One moment…</Text>
      </HStack>
    </AuthCard>
  );
}

function SignedInStep({ email }: { email: string | null }) {
  return (
    <AuthCard title="You are signed in" lead={email ? `As ${email}.` : undefined}>
      <Alert status="success" variant="subtle" borderRadius="md" mb={5}>
        <AlertIcon />
        <AlertDescription>Use the menu at the top right for your jobs and alerts, or to sign out.</AlertDescription>
      </Alert>
      <Button as={RouterLink} to={route('home').path} size="lg" w="full">
        Go to the job board
      </Button>
    </AuthCard>
  );
}

/**
 * The local provider's sign-in and sign-up: e-mail, then "check your e-mail" with the
 * code entry; or, arriving from the mail's link, straight to signing in.
 */
export function LocalAuthFlow({ intent, signedInAs }: { intent: SignInIntent; signedInAs: { email: string | null } | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get(SIGN_IN_LINK_PARAM));
  const [sent, setSent] = useState<{ attemptId: string; email: string } | null>(null);
  const [mode, setMode] = useState<'link' | 'form'>(token ? 'link' : 'form');

  useEffect(() => {
    if (!token) return;
    // Keep the secret out of the history, bookmarks and screenshots.
    const params = new URLSearchParams(location.search);
    params.delete(SIGN_IN_LINK_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [token, location.pathname, location.search, navigate]);

  if (mode === 'link' && token) return <LinkStep token={token} intent={intent} onRestart={() => setMode('form')} />;
  if (signedInAs) return <SignedInStep email={signedInAs.email} />;
  if (sent) return <CodeStep sent={sent} intent={intent} onRestart={() => setSent(null)} />;
  return <EmailStep intent={intent} onSent={(answer) => setSent({ attemptId: answer.attemptId, email: answer.email })} />;
}
