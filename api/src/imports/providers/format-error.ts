import type { z } from 'zod';
import { PROVIDER_LABELS, SourceError, type Provider } from '../types';

/** "Greenhouse's" / "The careers page's": whose answer a message is about. */
export function whose(provider: Provider): string {
  return provider === 'jsonld' ? "The careers page's" : `${PROVIDER_LABELS[provider]}'s`;
}

/** `jobs[3].title` from zod's path (`['jobs', 3, 'title']`). */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

const ARTICLES: Record<string, string> = {
  array: 'a list',
  object: 'an object',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
};

/** What is wrong with the value at the issue's path, in a few words; never the value itself. */
function problem(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    if (issue.message.endsWith('received undefined')) return 'is missing';
    return `should be ${ARTICLES[issue.expected] ?? issue.expected}`;
  }
  if (issue.code === 'invalid_format' && issue.format === 'url') return 'is not a web address (http or https)';
  return issue.code === 'custom' ? issue.message : 'is not valid';
}

/**
 * A body that does not have the provider's documented shape: the first problem, with its path,
 * e.g. "Greenhouse's answer is not a job board: jobs[3].title is missing". Never a dump of the body.
 * `within`: where the checked value sits in the answer (an item checked alone: ['jobs', 3]).
 */
export function formatError(provider: Provider, error: z.ZodError, what = 'a job board', within: readonly PropertyKey[] = []): SourceError {
  const issue = error.issues[0];
  const where = issue ? issuePath([...within, ...issue.path]) : '';
  const detail = !issue ? 'it has an unexpected shape' : where ? `${where} ${problem(issue)}` : `the answer ${problem(issue)}`;
  return new SourceError(`${whose(provider)} answer is not ${what}: ${detail}`, 'format');
}

/** A body that is not JSON at all. */
export function notJson(provider: Provider): SourceError {
  return new SourceError(`${whose(provider)} answer is not JSON`, 'format');
}

/** JSON.parse that fails as a format error instead of a SyntaxError quoting the body. */
export function parseJson(provider: Provider, body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw notJson(provider);
  }
}
