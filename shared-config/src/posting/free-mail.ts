/**
 * Mailbox providers anyone can sign up to: a company's hiring address is rarely one of them,
 * and an address there proves nothing about who owns a website (the moderation queue's
 * `free-mail` signal, and never a "verified employer").
 */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'mail.com',
  'mail.ru',
  'yandex.com',
  'yandex.ru',
  'qq.com',
  '163.com',
  'zoho.com',
  'tutanota.com',
];

const FREE_MAIL = new Set(FREE_MAIL_DOMAINS);

/**
 * True for a free-mail domain and for any name under one (`mail.proton.me`): the provider
 * owns its subdomains too, so they vouch for nobody either.
 */
export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  return labels.some((_label, start) => FREE_MAIL.has(labels.slice(start).join('.')));
}
