import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '@chainwork/shared-config';
import { EmailLayout } from '../../mail/templates/EmailLayout';
import { MailButton, MailHeading, MailText } from '../../mail/templates/parts';
import { SearchBox } from './parts';

export interface ConfirmAlertMailProps {
  siteUrl: string;
  /** The search in words. */
  description: string;
  frequency: AlertFrequency;
  confirmUrl: string;
  /** "30 November 2026": when the link stops working. */
  expiresOn: string;
}

/** Double opt-in: nothing is mailed for this alert until its button is pressed. */
export function ConfirmAlertMail({ siteUrl, description, frequency, confirmUrl, expiresOn }: ConfirmAlertMailProps) {
  return (
    <EmailLayout
      preview={`Confirm to get new jobs for “${description}” ${frequency === 'daily' ? 'every day' : 'every week'}.`}
      siteUrl={siteUrl}
      reason="Someone, hopefully you, asked for job alerts at this address on Chainwork. If it was not you, ignore this e-mail: without the button nothing is ever sent."
    >
      <MailHeading>Confirm your job alert</MailHeading>
      <MailText>Press the button and we will e-mail you the new jobs of this search:</MailText>
      <SearchBox description={description} detail={`${ALERT_FREQUENCY_LABELS[frequency]} digest, only when there are new jobs`} />
      <MailButton href={confirmUrl}>Confirm my job alert</MailButton>
      <MailText muted>The link works until {expiresOn}. Every digest has a link to stop it in one click.</MailText>
    </EmailLayout>
  );
}
