import { Section, Text } from '@react-email/components';
import { SITE_NAME } from '@chainwork/shared-config';
import { MAIL_COLORS } from './brand';
import { EmailLayout } from './EmailLayout';
import { MailButton, MailHeading, MailText } from './parts';

export interface SignInMailProps {
  siteUrl: string;
  /** The one-time link that signs this person in. */
  link: string;
  /** The same attempt's 6-digit code, for typing on another device. */
  code: string;
  /** Sign-up mails welcome a new address; sign-in mails greet a returning one. */
  intent: 'sign-in' | 'sign-up';
  expiresInMinutes: number;
}

export function signInSubject(intent: SignInMailProps['intent'], code: string): string {
  return intent === 'sign-up' ? `${code} is your ${SITE_NAME} sign-up code` : `${code} is your ${SITE_NAME} sign-in code`;
}

/** The sign-in (or sign-up) mail: one button with the link, and the code for another device. */
export function SignInMail({ siteUrl, link, code, intent, expiresInMinutes }: SignInMailProps) {
  const signingUp = intent === 'sign-up';
  return (
    <EmailLayout
      preview={`Your code is ${code}. It works once, for ${expiresInMinutes} minutes.`}
      siteUrl={siteUrl}
      reason={`Someone, hopefully you, asked to ${signingUp ? 'create a Chainwork account' : 'sign in to Chainwork'} with this address. If it was not you, ignore this e-mail: nobody can get in without it.`}
    >
      <MailHeading>{signingUp ? 'Confirm your e-mail' : `Sign in to ${SITE_NAME}`}</MailHeading>
      <MailText>
        {signingUp
          ? 'Welcome! Press the button to confirm this address and finish creating your account.'
          : 'Press the button to sign in on this device.'}
      </MailText>
      <MailButton href={link}>{signingUp ? 'Confirm and create account' : `Sign in to ${SITE_NAME}`}</MailButton>
      <MailText muted>Or enter this code where you asked for it:</MailText>
      <Section
        style={{
          backgroundColor: MAIL_COLORS.codeBackground,
          borderRadius: '8px',
          padding: '16px',
          textAlign: 'center',
          margin: '0 0 20px',
        }}
      >
        <Text
          style={{
            fontSize: '32px',
            lineHeight: '40px',
            letterSpacing: '0.25em',
            fontWeight: 700,
            margin: 0,
            color: MAIL_COLORS.text,
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          }}
        >
          {code}
        </Text>
      </Section>
      <MailText muted>The link and the code work once and expire in {expiresInMinutes} minutes.</MailText>
    </EmailLayout>
  );
}
