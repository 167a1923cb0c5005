import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROMPT_MEMORY,
  NEWSLETTER_PROMPT_STORAGE_KEY,
  readPromptMemory,
  recordJobView,
  recordNewsletterDismissed,
  recordNewsletterSubscribed,
  type PromptStorage,
} from './prompt-memory';

function memoryStorage(initial: Record<string, string> = {}): PromptStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('newsletter prompt memory', () => {
  it('starts empty, and is null when storage is unavailable', () => {
    expect(readPromptMemory(memoryStorage())).toEqual(EMPTY_PROMPT_MEMORY);
    expect(readPromptMemory(null)).toBeNull();
    const throwing: PromptStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(readPromptMemory(throwing)).toBeNull();
  });

  it('counts distinct job pages, not reloads of the same one', () => {
    const storage = memoryStorage();
    recordJobView('a', storage);
    recordJobView('a', storage);
    expect(readPromptMemory(storage)?.jobViews).toBe(1);
    recordJobView('b', storage);
    recordJobView('a', storage);
    expect(readPromptMemory(storage)?.jobViews).toBe(3);
  });

  it('remembers a dismissal time and a subscription', () => {
    const storage = memoryStorage();
    recordNewsletterDismissed(1234, storage);
    recordNewsletterSubscribed(storage);
    expect(readPromptMemory(storage)).toMatchObject({ dismissedAt: 1234, subscribed: true });
    expect(JSON.parse(storage.map.get(NEWSLETTER_PROMPT_STORAGE_KEY)!)).toMatchObject({ dismissedAt: 1234, subscribed: true });
  });

  it('survives garbage in storage, field by field', () => {
    expect(readPromptMemory(memoryStorage({ [NEWSLETTER_PROMPT_STORAGE_KEY]: '{not json' }))).toEqual(EMPTY_PROMPT_MEMORY);
    expect(readPromptMemory(memoryStorage({ [NEWSLETTER_PROMPT_STORAGE_KEY]: '{"jobViews":-3,"subscribed":true}' }))).toEqual({
      ...EMPTY_PROMPT_MEMORY,
      subscribed: true,
    });
  });
});
