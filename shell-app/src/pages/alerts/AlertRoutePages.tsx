import { Container } from '@chakra-ui/react';
import type { AlertsProps } from '@chainwork/shared-config/federation';
import { RemoteSlot } from '../../remote-slot/RemoteSlot';

/** The alert pages' width and padding around the jobs remote's alert pages (the remote owns alerts). */
function AlertRoutePage(props: AlertsProps) {
  return (
    <Container maxW="3xl" py={{ base: 12, md: 20 }}>
      <RemoteSlot module="jobs/Alerts" props={props} />
    </Container>
  );
}

/** /account/alerts: a person's job alerts. */
export const AlertsRoutePage = () => <AlertRoutePage />;
/** /alerts/confirm?token=: the confirmation mail's link. */
export const AlertConfirmRoutePage = () => <AlertRoutePage view="confirm" />;
/** /alerts/unsubscribe?token=: every alert mail's stop link. */
export const AlertUnsubscribeRoutePage = () => <AlertRoutePage view="unsubscribe" />;
