import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { publicSettings } from '@chainwork/shared-config';
import { newsletterSchema, type NewsletterValues } from './email-schema';
import { subscribeUrl } from './subscribe-url';

export type SubmitOutcome = 'idle' | 'opened' | 'unconfigured';

/**
 * The newsletter form's state (shared by the inline and modal variants): validation runs
 * on submit, then again on every change (spec 5). A valid submit opens the provider's
 * subscribe page in a new tab; our API is not called (spec 7).
 */
export function useNewsletterForm(onSubmitted?: () => void) {
  const form = useForm<NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const [outcome, setOutcome] = useState<SubmitOutcome>('idle');

  const onValid = useCallback(({ email }: NewsletterValues) => {
    const settings = publicSettings();
    if (!settings.newsletterSubscribeUrl) {
      setOutcome('unconfigured');
      return;
    }
    window.open(subscribeUrl(settings.newsletterSubscribeUrl, email, settings.siteUrl), '_blank', 'noopener');
    setOutcome('opened');
    onSubmitted?.();
  }, [onSubmitted]);

  return { form, outcome, onSubmit: form.handleSubmit(onValid) };
}
