import { useToast } from '@chakra-ui/react';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '@chainwork/shared-config';
import { useAuth } from '@chainwork/shared-config/react';

export const SESSION_ENDED_TOAST = {
  id: 'session-ended',
  title: 'You have been signed out',
  description: 'Your session ended. Sign in again to keep going; nothing on this page was lost.',
} as const;

/** When a session runs out in an open tab, the visitor is told once, politely; the page itself stays. */
export function SessionEndedNotice() {
  const { sessionEnded } = useAuth();
  const toast = useToast();
  useEffect(() => {
    if (!sessionEnded || toast.isActive(SESSION_ENDED_TOAST.id)) return;
    toast({ ...SESSION_ENDED_TOAST, status: 'info', position: 'top', duration: TOAST_DURATION_MS, isClosable: true });
  }, [sessionEnded, toast]);
  return null;
}
