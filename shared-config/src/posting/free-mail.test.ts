import { describe, expect, it } from 'vitest';
import { isFreeMailDomain } from './free-mail';

describe('free-mail domains', () => {
  it.each(['gmail.com', 'proton.me', 'mail.proton.me', 'a.b.gmail.com', 'GMAIL.COM', 'proton.me.'])('%s is free mail', (domain) => {
    expect(isFreeMailDomain(domain)).toBe(true);
  });

  it.each(['lumen.example', 'proton.me.example', 'notgmail.com', 'me', 'com', ''])('%s is not', (domain) => {
    expect(isFreeMailDomain(domain)).toBe(false);
  });
});
