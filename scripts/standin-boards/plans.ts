/**
 * What each stand-in board lists: how many jobs, where, and how each publishes pay. Places and
 * pay styles are taken in turn (not at random), so every board shows each of its kinds and the
 * variety the import is tested against is certain. Keys are import_sources ids.
 */
import type { Role } from '@chainwork/api/seed';
import type { PayStyle } from './pay';
import type { PlaceKey } from './places';

type Department = Role['department'];

export interface PinnedJob {
  title: string;
  /** The seed role whose texts describe it. */
  role: string;
  place: PlaceKey;
  pay: PayStyle;
}

export interface BoardPlan {
  /** Jobs the board lists. */
  listed: number;
  /** Ashby jobs published with isListed: false (not on the board's page; the import drops them). */
  unlisted?: number;
  places: readonly PlaceKey[];
  pay: readonly PayStyle[];
  departments?: readonly Department[];
  /** Listed first, before the generated jobs. */
  pinned?: readonly PinnedJob[];
  /** A careers page: one script with an @graph, or one script per job (the default). */
  jsonld?: 'graph' | 'scripts';
  /** A broken board: its JSON is not the provider's format. */
  malformed?: 'jobs-without-title';
}

/** The same role on two boards of one company: the cross-provider duplicate. */
export const DUPLICATE_ROLE = { title: 'Senior ZK Circuit Engineer', role: 'ZK Research Engineer', place: 'remote-europe' } as const;

const usdYear: PayStyle = { structured: 'USD', interval: 'year' };
const usdHour: PayStyle = { structured: 'USD', interval: 'hour' };
const eurYear: PayStyle = { structured: 'EUR', interval: 'year' };
const engineering: Department[] = ['engineering', 'product', 'design'];

export const BOARD_PLANS: Record<string, BoardPlan> = {
  'greenhouse:zkforge': {
    listed: 20,
    places: ['remote-europe', 'berlin', 'anywhere', 'warsaw', 'vienna'],
    pay: [usdYear, { text: 'usd-k' }, 'none', { text: 'eur-k-year' }, usdHour],
    departments: engineering,
    pinned: [{ ...DUPLICATE_ROLE, pay: usdYear }],
  },
  'lever:zkforge': {
    listed: 6,
    places: ['berlin', 'remote-europe'],
    pay: [eurYear, 'none'],
    departments: ['engineering', 'community', 'marketing'],
    pinned: [{ ...DUPLICATE_ROLE, pay: usdYear }],
  },
  'lever:lumenledger': {
    listed: 24,
    places: ['remote-us', 'new-york', 'anywhere', 'san-francisco'],
    pay: [usdYear, usdHour, { text: 'usd-code' }, 'none'],
  },
  'ashby:tidepool': {
    listed: 20,
    unlisted: 3,
    places: ['lisbon', 'remote-europe', 'berlin', 'warsaw'],
    pay: [eurYear, { text: 'eur-hour' }, 'none', { structured: 'EUR', interval: 'hour' }],
  },
  'greenhouse:nodewarden': {
    listed: 20,
    places: ['anywhere', 'remote-us', 'remote-europe', 'remote-apac', 'singapore'],
    pay: [usdYear, { text: 'usd-code' }, 'none', { text: 'usd-k' }],
    departments: ['engineering', 'operations', 'business'],
  },
  'greenhouse:quartzline': {
    listed: 16,
    places: ['zug', 'zurich', 'vienna', 'london'],
    pay: [{ text: 'chf' }, { structured: 'CHF', interval: 'year' }, 'none'],
  },
  'lever:fennecpay': {
    listed: 16,
    places: ['london', 'remote-uk', 'remote-europe', 'lisbon'],
    pay: [{ text: 'gbp-month' }, { structured: 'GBP', interval: 'year' }, { structured: 'GBP', interval: 'month' }, 'none'],
  },
  'ashby:orbitrelay': {
    listed: 16,
    unlisted: 2,
    places: ['remote-europe', 'anywhere', 'remote-apac', 'berlin'],
    pay: [usdYear, eurYear, 'none', { text: 'usd-k' }],
    departments: engineering,
  },
  'jsonld:/careers/meridian-dao': {
    listed: 14,
    jsonld: 'graph',
    places: ['anywhere', 'remote-europe', 'remote-us'],
    pay: [usdYear, usdHour, { text: 'usd-k' }, 'none'],
  },
  'jsonld:/careers/saltglass': {
    listed: 12,
    places: ['singapore', 'remote-apac', 'remote-latam', 'sao-paulo', 'anywhere'],
    pay: [usdYear, 'none', { text: 'eur-k-year' }],
  },
  'greenhouse:kelpie': {
    listed: 6,
    places: ['anywhere', 'remote-us'],
    pay: [usdYear, 'none'],
    malformed: 'jobs-without-title',
  },
};
