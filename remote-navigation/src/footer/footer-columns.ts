import {
  aboutItem,
  blogItem,
  companiesItem,
  developersItem,
  feedbackItem,
  postJobItem,
  privacyItem,
  resourceItems,
  rssItem,
  termsItem,
  type NavItem,
} from '../menus/menu-items';

/** An entry that exists but links nowhere yet (docs/product-requirements.md#footer: Advertising, Sponsorships). */
export interface PlainEntry {
  text: string;
}
export type FooterEntry = NavItem | PlainEntry;

export interface FooterColumn {
  heading: string;
  entries: FooterEntry[];
}

export function isLink(entry: FooterEntry): entry is NavItem {
  return 'href' in entry;
}

/** The footer's four columns (docs/product-requirements.md#footer). */
export const FOOTER_COLUMNS: FooterColumn[] = [
  { heading: 'Company', entries: [aboutItem, blogItem, feedbackItem, postJobItem] },
  // The companies directory and the public API's reference are the site's own pages, not in the top bar's fixed menus: the footer's Resources column lists them.
  { heading: 'Resources', entries: [...resourceItems, companiesItem, developersItem, rssItem] },
  { heading: 'Partnerships', entries: [{ text: 'Advertising' }, { text: 'Sponsorships' }] },
  { heading: 'Legal', entries: [termsItem, privacyItem] },
];
