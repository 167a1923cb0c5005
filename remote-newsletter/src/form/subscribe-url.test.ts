import { describe, expect, it } from 'vitest';
import { subscribeUrl } from './subscribe-url';

describe('subscribeUrl', () => {
  it('adds the email and the way home as encoded query parameters', () => {
    expect(subscribeUrl('https://news.example/subscribe', 'ada+jobs@example.com', 'https://chainwork.example')).toBe(
      'https://news.example/subscribe?email=ada%2Bjobs%40example.com&redirect_url=https%3A%2F%2Fchainwork.example%2F',
    );
  });

  it('keeps parameters already in the provider address and never doubles the slash home', () => {
    expect(subscribeUrl('https://news.example/s?list=crypto&email=old', 'a@b.io', 'https://chainwork.example/')).toBe(
      'https://news.example/s?list=crypto&email=a%40b.io&redirect_url=https%3A%2F%2Fchainwork.example%2F',
    );
  });
});
