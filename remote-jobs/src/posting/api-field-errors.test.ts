import { describe, expect, it } from 'vitest';
import { applyFieldIssues, fieldIssues } from './api-field-errors';

describe('fieldIssues', () => {
  it('reads the issues of a BAD_REQUEST and nothing else', () => {
    const issues = [{ path: 'title', message: 'Too short' }];
    expect(fieldIssues({ data: { code: 'BAD_REQUEST', issues } })).toEqual(issues);
    expect(fieldIssues({ data: { code: 'FORBIDDEN', issues } })).toEqual([]);
    expect(fieldIssues(new Error('offline'))).toEqual([]);
  });
});

describe('applyFieldIssues', () => {
  it('matches wrapped paths to the form fields and returns the rest', () => {
    const set: Array<[string, string]> = [];
    const rest = applyFieldIssues(
      [
        { path: 'job.title', message: 'Too short' },
        { path: 'salary.min', message: 'Too low' },
        { path: 'tags.2', message: 'Unknown tag' },
        { path: 'draftId', message: 'Gone' },
      ],
      ['title', 'salary.min', 'tags'],
      (field, message) => set.push([field, message]),
    );
    expect(set).toEqual([
      ['title', 'Too short'],
      ['salary.min', 'Too low'],
      ['tags', 'Unknown tag'],
    ]);
    expect(rest).toEqual([{ path: 'draftId', message: 'Gone' }]);
  });
});
