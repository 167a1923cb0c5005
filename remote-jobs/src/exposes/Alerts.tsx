import type { AlertsProps } from '@chainwork/shared-config/federation';
import { AlertsPage } from '../alerts/AlertsPage';
import { ConfirmAlertPage } from '../alerts/ConfirmAlertPage';
import { UnsubscribeAlertPage } from '../alerts/UnsubscribeAlertPage';

/**
 * Exposed as `jobs/Alerts`: a person's job alerts, or with `view` the confirm or unsubscribe
 * page of a mail's link. One expose for the three (one entry in the container's first-load manifest).
 */
export default function Alerts({ view }: AlertsProps) {
  if (view === 'confirm') return <ConfirmAlertPage />;
  if (view === 'unsubscribe') return <UnsubscribeAlertPage />;
  return <AlertsPage />;
}
