import type { Identity } from '@chainwork/shared-config';
import type { ApiSettings } from '../config/settings';
import type { SqlDatabase } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/provider';

/** What the posting services use: the slice of the tRPC context they need, so the webhook and the cron can build it too. */
export interface PostingDeps {
  db: SqlDatabase;
  now: () => Date;
  mailer: Mailer;
  payments: PaymentProvider;
  settings: ApiSettings;
}

export type Owner = Pick<Identity, 'userId' | 'email'>;
