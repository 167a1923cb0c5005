import type { Identity } from '@chainwork/shared-config';
import type { ApiSettings } from '../config/settings';
import type { SqlDatabase } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/provider';
import type { ChannelsQueue } from '../channels/messages';

/** What the posting services use: the slice of the tRPC context they need, so the webhook and the cron can build it too. */
export interface PostingDeps {
  db: SqlDatabase;
  now: () => Date;
  mailer: Mailer;
  payments: PaymentProvider;
  settings: ApiSettings;
  /** Where an approved job's channel posts are announced; absent or null: the rows wait for the next message. */
  channelsQueue?: ChannelsQueue | null;
}

export type Owner = Pick<Identity, 'userId' | 'email'>;
