import { SITE_NAME } from '@chainwork/shared-config';
import { EmailLayout } from './EmailLayout';
import { MailButton, MailHeading, MailText } from './parts';

export interface WelcomeMailProps {
  siteUrl: string;
  /** Where to post a job (the site's Post a job page). */
  postJobUrl: string;
  /** Where the person sees their own jobs. */
  accountJobsUrl: string;
}

export const WELCOME_SUBJECT = `Welcome to ${SITE_NAME}`;

/** Sent once, when an address signs in for the first time and its account is created. */
export function WelcomeMail({ siteUrl, postJobUrl, accountJobsUrl }: WelcomeMailProps) {
  return (
    <EmailLayout
      preview="Your account is ready: post a job and reach people who want to build web3."
      siteUrl={siteUrl}
      reason={`You created a ${SITE_NAME} account with this address.`}
    >
      <MailHeading>Welcome to {SITE_NAME}</MailHeading>
      <MailText>
        Your account is ready. {SITE_NAME} lists remote jobs in crypto and blockchain, and people who want to work on open networks search
        it every day.
      </MailText>
      <MailText>Post your first job and it will reach them; you can follow and change it from your account at any time.</MailText>
      <MailButton href={postJobUrl}>Post a job</MailButton>
      <MailText muted>Your jobs: {accountJobsUrl}</MailText>
    </EmailLayout>
  );
}
