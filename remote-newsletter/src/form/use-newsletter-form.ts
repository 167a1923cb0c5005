import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ANALYTICS_EVENTS, publicSettings } from '@chainwork/shared-config';
import { recordNewsletterSubscribed, trackEvent } from '@chainwork/shared-config/browser';
import { newsletterSchema, type NewsletterValues } from './email-schema';
import { subscribeUrl } from './subscribe-url';

export type SubmitOutcome = 'idle' | 'opened' | 'unconfigured';
export type NewsletterVariant = 'inline' | 'modal';

/** The analytics event of a valid submit, per variant (docs/product-requirements.md#analytics). */
export const SUBMIT_EVENT = {
  inline: ANALYTICS_EVENTS.newsletterInlineSubmit,
  modal: ANALYTICS_EVENTS.newsletterModalSubmit,
} as const;

/**
 * The newsletter form's state (shared by the inline and modal variants): validation runs
 * on submit, then again on every change (docs/product-requirements.md#newsletter-validation). A valid submit opens the provider's
 * subscribe page in a new tab; our API is not called (docs/product-requirements.md#newsletter-submit). The submit is tracked
 * (the address never is) and remembered, so the shell never offers the modal to a
 * subscriber again.
 */
export function useNewsletterForm(variant: NewsletterVariant, onSubmitted?: () => void) {
  const form = useForm<NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const [outcome, setOutcome] = useState<SubmitOutcome>('idle');

  const onValid = useCallback(
    ({ email }: NewsletterValues) => {
      const settings = publicSettings();
      if (!settings.newsletterSubscribeUrl) {
        // A deployment without a provider: say so rather than open a blank tab.
        setOutcome('unconfigured');
        return;
      }
      window.open(subscribeUrl(settings.newsletterSubscribeUrl, email, settings.siteUrl), '_blank', 'noopener');
      setOutcome('opened');
      trackEvent(SUBMIT_EVENT[variant], { form: variant });
      recordNewsletterSubscribed();
      onSubmitted?.();
    },
    [variant, onSubmitted],
  );

  return { form, outcome, onSubmit: form.handleSubmit(onValid) };
}
