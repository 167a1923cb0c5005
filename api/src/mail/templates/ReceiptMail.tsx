import { SITE_NAME } from '@chainwork/shared-config';
import { formatPlanPrice } from '@chainwork/shared-config/posting';
import { EmailLayout } from './EmailLayout';
import { MailButton, MailHeading, MailText } from './parts';

export interface ReceiptMailProps {
  siteUrl: string;
  jobTitle: string;
  planName: string;
  amountCents: number;
  orderId: string;
  paidAt: Date;
  renewal: boolean;
  dashboardUrl: string;
}

export function receiptSubject(jobTitle: string): string {
  return `Your ${SITE_NAME} receipt: ${jobTitle}`;
}

/** After a payment: what was bought, what happens next. */
export function ReceiptMail({ siteUrl, jobTitle, planName, amountCents, orderId, paidAt, renewal, dashboardUrl }: ReceiptMailProps) {
  return (
    <EmailLayout preview={`Payment received for ${jobTitle}.`} siteUrl={siteUrl} reason={`You paid for a job listing on ${SITE_NAME}.`}>
      <MailHeading>Payment received</MailHeading>
      <MailText>
        {planName} listing{renewal ? ' renewal' : ''} for “{jobTitle}”: {formatPlanPrice(amountCents)} (USD), paid{' '}
        {paidAt.toISOString().slice(0, 10)}. Order {orderId}.
      </MailText>
      <MailText>
        {renewal
          ? 'Your job is live again at the same address, at the top of the board.'
          : 'A moderator reviews every job before it goes live, usually within a working day. We will write when it is live, or tell you what to fix; a rejected job is refunded.'}
      </MailText>
      <MailButton href={dashboardUrl}>See your jobs</MailButton>
    </EmailLayout>
  );
}
