import { SITE_NAME } from '@chainwork/shared-config';
import { EmailLayout } from './EmailLayout';
import { MailButton, MailHeading, MailText } from './parts';

export interface JobLiveMailProps {
  siteUrl: string;
  jobTitle: string;
  jobUrl: string;
  /** An approved edit of a job that was already live. */
  revision: boolean;
  liveUntil: Date;
  dashboardUrl: string;
}

export function jobLiveSubject(jobTitle: string, revision: boolean): string {
  return revision ? `Your edit of “${jobTitle}” is live` : `“${jobTitle}” is live on ${SITE_NAME}`;
}

/** A moderator approved the job (or its edit): where it is, until when, and where to follow it. */
export function JobLiveMail({ siteUrl, jobTitle, jobUrl, revision, liveUntil, dashboardUrl }: JobLiveMailProps) {
  return (
    <EmailLayout preview={`${jobTitle} is live.`} siteUrl={siteUrl} reason={`You posted a job on ${SITE_NAME}.`}>
      <MailHeading>{revision ? 'Your edit is live' : 'Your job is live'}</MailHeading>
      <MailText>
        {revision
          ? `A moderator approved your changes to “${jobTitle}”; visitors see them now.`
          : `A moderator approved “${jobTitle}”. It is in search, the RSS feed and the job alerts until ${liveUntil.toISOString().slice(0, 10)}.`}
      </MailText>
      <MailButton href={jobUrl}>See the job</MailButton>
      <MailText muted>Views and apply clicks: {dashboardUrl}</MailText>
    </EmailLayout>
  );
}
