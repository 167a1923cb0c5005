import type { ApiSettings } from '../config/settings';
import { LocalPaymentProvider } from './local-provider';
import type { PaymentProvider } from './provider';
import { StripePaymentProvider } from './stripe-provider';

/** The PaymentProvider PAYMENT_PROVIDER names; the local one is the embedded default. */
export function selectPaymentProvider(settings: ApiSettings): PaymentProvider {
  switch (settings.paymentProvider) {
    case 'stripe':
      return new StripePaymentProvider(settings.stripeSecretKey ?? '');
    case 'local':
      return new LocalPaymentProvider(settings.siteUrl);
  }
}
