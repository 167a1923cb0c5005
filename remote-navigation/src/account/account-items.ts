import { ACCOUNT_PATHS, type PublicSettings } from '@chainwork/shared-config';
import type { AuthUser } from '@chainwork/shared-config/browser';
import type { NavItem } from '../menus/menu-items';

/** The account menu's links, in order; Moderation only for moderators. */
export function accountItems(user: AuthUser): NavItem[] {
  const items: NavItem[] = [
    { text: 'My jobs', href: ACCOUNT_PATHS.jobs },
    { text: 'My alerts', href: ACCOUNT_PATHS.alerts },
    { text: 'API keys', href: ACCOUNT_PATHS.apiKeys },
  ];
  if (user.roles.includes('moderator')) items.push({ text: 'Moderation', href: ACCOUNT_PATHS.moderation });
  return items;
}

/** The sign-in page: a path of this site, or the hosted provider's own page (a full-page link). */
export function signInItem(settings: Pick<PublicSettings, 'signInPath'>): NavItem {
  const href = settings.signInPath;
  return { text: 'Sign in', href, ...(/^https?:/i.test(href) ? { external: true } : {}) };
}

/** What the avatar shows: the first letter of the name, else of the e-mail. */
export function initialOf(user: AuthUser): string {
  const source = (user.name ?? user.email ?? '').trim();
  return (source[0] ?? '?').toUpperCase();
}

/** How the menu names the person: their name, else their address. */
export function displayName(user: AuthUser): string {
  return user.name?.trim() || user.email || 'Your account';
}
