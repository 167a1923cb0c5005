import { SITE_NAME } from '@chainwork/shared-config';
import { EmailLayout } from './EmailLayout';
import { MailButton, MailHeading, MailText } from './parts';

export interface RejectionMailProps {
  siteUrl: string;
  jobTitle: string;
  reason: string;
  /** An edit of a live job (the live version stays) rather than a new job. */
  revision: boolean;
  refunded: boolean;
  fixUrl: string;
}

export function rejectionSubject(jobTitle: string, revision: boolean): string {
  return revision ? `Your edit of “${jobTitle}” needs changes` : `“${jobTitle}” needs changes before it goes live`;
}

/** A moderator's rejection, with their reason and the way to fix and resubmit. */
export function RejectionMail({ siteUrl, jobTitle, reason, revision, refunded, fixUrl }: RejectionMailProps) {
  return (
    <EmailLayout preview={`A moderator asked for changes to ${jobTitle}.`} siteUrl={siteUrl} reason={`You posted a job on ${SITE_NAME}.`}>
      <MailHeading>{revision ? 'Your edit was not approved' : 'Your job was not approved'}</MailHeading>
      <MailText>A moderator reviewed “{jobTitle}” and wrote:</MailText>
      <MailText>{reason}</MailText>
      <MailText>
        {revision
          ? 'The approved version stays live. Fix the edit and send it again.'
          : `${refunded ? 'Your payment has been refunded. ' : ''}Fix the job and submit it again.`}
      </MailText>
      <MailButton href={fixUrl}>{revision ? 'Edit the job' : 'Fix and resubmit'}</MailButton>
    </EmailLayout>
  );
}
