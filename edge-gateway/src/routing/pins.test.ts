import { describe, expect, it } from 'vitest';
import { formatPins, parsePins, readPins } from './pins';

describe('parsePins', () => {
  it('reads package@version pairs separated by +, comma or spaces', () => {
    expect(parsePins('remote-jobs@abc123+shell-app@def456')).toEqual({ 'remote-jobs': 'abc123', 'shell-app': 'def456' });
    expect(parsePins('remote-jobs@abc123, remote-navigation@n1.2-x')).toEqual({ 'remote-jobs': 'abc123', 'remote-navigation': 'n1.2-x' });
  });

  it.each([[null], [''], ['remote-jobs'], ['@abc'], ['not-a-package@abc'], ['remote-jobs@../x'], ['remote-jobs@ABC'], ['remote-jobs@']])(
    'ignores %j',
    (raw) => {
      expect(parsePins(raw)).toEqual({});
    },
  );

  it('keeps the valid pairs of a partly bad value', () => {
    expect(parsePins('junk+remote-jobs@abc+remote-jobs@<x>')).toEqual({ 'remote-jobs': 'abc' });
  });
});

describe('readPins', () => {
  it('lets the header win over the cookie per package', () => {
    const headers = new Headers({ 'x-chainwork-pin': 'remote-jobs@fromheader' });
    expect(readPins(headers, 'remote-jobs@fromcookie+shell-app@s1')).toEqual({ 'remote-jobs': 'fromheader', 'shell-app': 's1' });
  });

  it('formats what it parses', () => {
    const pins = { 'remote-jobs': 'abc', 'shell-app': 'def' };
    expect(parsePins(formatPins(pins))).toEqual(pins);
  });
});
