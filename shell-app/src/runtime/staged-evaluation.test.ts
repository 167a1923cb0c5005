import { describe, expect, it } from 'vitest';
import { importInStages } from './staged-evaluation';

describe('importInStages', () => {
  it('runs each stage, then the last, each after a task boundary, and returns the last', async () => {
    const seen: string[] = [];
    const result = await importInStages([async () => seen.push('chakra'), async () => seen.push('theme')], async () => {
      seen.push('app');
      return 'App';
    });
    expect(seen).toEqual(['chakra', 'theme', 'app']);
    expect(result).toBe('App');
  });

  it('starts each stage in a new task: a task queued before it runs first', async () => {
    const order: string[] = [];
    const queueTask = (name: string) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        order.push(name);
      };
      channel.port2.postMessage(null);
    };
    queueTask('task queued before');
    await importInStages(
      [
        async () => {
          order.push('first stage');
          queueTask('task queued by the first stage');
        },
      ],
      async () => order.push('last'),
    );
    expect(order).toEqual(['task queued before', 'first stage', 'task queued by the first stage', 'last']);
  });

  it('stops at a stage that fails, and says why', async () => {
    const reached: string[] = [];
    await expect(
      importInStages(
        [
          async () => {
            throw new Error('chunk failed');
          },
        ],
        async () => reached.push('last'),
      ),
    ).rejects.toThrow('chunk failed');
    expect(reached).toEqual([]);
  });
});
