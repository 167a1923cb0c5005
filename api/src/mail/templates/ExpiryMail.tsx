import { SITE_NAME } from '@chainwork/shared-config';
import { EXPIRY_REMINDER_DAYS } from '@chainwork/shared-config/posting';
import { EmailLayout } from './EmailLayout';
import { MailButton, MailHeading, MailText } from './parts';

export interface ExpiryMailProps {
  siteUrl: string;
  jobTitle: string;
  /** `reminder`: EXPIRY_REMINDER_DAYS before the end; `expired`: at the end. */
  moment: 'reminder' | 'expired';
  expiresAt: Date;
  /** One click opens the renewal checkout, no sign-in needed. */
  renewUrl: string;
  dashboardUrl: string;
}

export function expirySubject(jobTitle: string, moment: ExpiryMailProps['moment']): string {
  return moment === 'reminder' ? `“${jobTitle}” expires in ${EXPIRY_REMINDER_DAYS} days` : `“${jobTitle}” has expired`;
}

/** Before and at the end of a listing, each with a one-click renew link (same URL, bumped to the top). */
export function ExpiryMail({ siteUrl, jobTitle, moment, expiresAt, renewUrl, dashboardUrl }: ExpiryMailProps) {
  const day = expiresAt.toISOString().slice(0, 10);
  return (
    <EmailLayout
      preview={moment === 'reminder' ? `${jobTitle} leaves the board on ${day}.` : `${jobTitle} left the board on ${day}.`}
      siteUrl={siteUrl}
      reason={`You posted a job on ${SITE_NAME}.`}
    >
      <MailHeading>{moment === 'reminder' ? `Your job expires in ${EXPIRY_REMINDER_DAYS} days` : 'Your job has expired'}</MailHeading>
      <MailText>
        {moment === 'reminder'
          ? `“${jobTitle}” leaves the board on ${day}. Still hiring? Renew it: it stays at the same address and moves back to the top.`
          : `“${jobTitle}” left the board on ${day}. Still hiring? Renew it: it comes back at the same address, at the top, with no duplicate.`}
      </MailText>
      <MailButton href={renewUrl}>Renew this job</MailButton>
      <MailText muted>Filled the position? Close it from your jobs: {dashboardUrl}</MailText>
    </EmailLayout>
  );
}
