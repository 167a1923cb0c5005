import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';

const SECRET = 'whsec_signature_tests';
const NOW_MS = Date.UTC(2026, 5, 1, 12);
const NOW_S = NOW_MS / 1000;
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: {} } });

async function verifiedAt(offsetSeconds: number) {
  const signature = await signWebhook(payload, SECRET, NOW_S + offsetSeconds);
  return verifyWebhook(payload, signature, SECRET, NOW_MS);
}

describe('verifyWebhook', () => {
  it('takes a signature stamped within 5 minutes either way', async () => {
    for (const offset of [0, -WEBHOOK_TOLERANCE_SECONDS, WEBHOOK_TOLERANCE_SECONDS, -60, 60]) {
      expect((await verifiedAt(offset))?.id, `offset ${offset}`).toBe('evt_1');
    }
  });

  it('refuses a signature stamped more than 5 minutes in the past or in the future', async () => {
    for (const offset of [-WEBHOOK_TOLERANCE_SECONDS - 1, -3600, WEBHOOK_TOLERANCE_SECONDS + 1, 600, 86_400]) {
      expect(await verifiedAt(offset), `offset ${offset}`).toBeNull();
    }
  });

  it('refuses a header without a timestamp, or with two', async () => {
    const signature = await signWebhook(payload, SECRET, NOW_S);
    const v1 = signature.split(',').find((part) => part.startsWith('v1='))!;
    expect(await verifyWebhook(payload, v1, SECRET, NOW_MS)).toBeNull();
    expect(await verifyWebhook(payload, `t=${NOW_S + 600},${signature}`, SECRET, NOW_MS)).toBeNull();
    expect(await verifyWebhook(payload, null, SECRET, NOW_MS)).toBeNull();
  });
});
