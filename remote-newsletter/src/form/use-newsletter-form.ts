import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ANALYTICS_EVENTS, publicSettings } from '@chainwork/shared-config';
import { recordNewsletterSubscribed, trackEvent } from '@chainwork/shared-config/browser';
import { checkNewsletterEmail } from './email-schema';
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
 * One field needs no form library: plain state keeps react-hook-form (~9 KB gzip) off every first page.
 */
export function useNewsletterForm(variant: NewsletterVariant, onSubmitted?: () => void) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [validated, setValidated] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome>('idle');
  const ref = useRef<HTMLInputElement>(null);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setEmail(value);
      if (validated) setError(checkNewsletterEmail(value).error);
    },
    [validated],
  );

  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      setValidated(true);
      const checked = checkNewsletterEmail(email);
      setError(checked.error);
      if (checked.email === undefined) {
        ref.current?.focus();
        return;
      }
      const settings = publicSettings();
      if (!settings.newsletterSubscribeUrl) {
        // A deployment without a provider: say so rather than open a blank tab.
        setOutcome('unconfigured');
        return;
      }
      window.open(subscribeUrl(settings.newsletterSubscribeUrl, checked.email, settings.siteUrl), '_blank', 'noopener');
      setOutcome('opened');
      trackEvent(SUBMIT_EVENT[variant], { form: variant });
      recordNewsletterSubscribed();
      onSubmitted?.();
    },
    [email, variant, onSubmitted],
  );

  return { field: { name: 'email', value: email, onChange, ref }, error, outcome, onSubmit };
}
