import { useCallback } from 'react';
import { useToast } from '@chakra-ui/react';
import { TALENT_TOAST } from '@chainwork/shared-config';

const TOAST_ID = 'looking-for-talent';

/** The Talent button's info toast: top, 9 seconds, closable (docs/product-requirements.md#top-bar); never stacked twice. */
export function useTalentToast(): () => void {
  const toast = useToast();
  return useCallback(() => {
    if (toast.isActive(TOAST_ID)) return;
    toast({
      id: TOAST_ID,
      title: TALENT_TOAST.title,
      description: TALENT_TOAST.description,
      status: TALENT_TOAST.status,
      position: TALENT_TOAST.position,
      duration: TALENT_TOAST.durationMs,
      isClosable: TALENT_TOAST.isClosable,
    });
  }, [toast]);
}
