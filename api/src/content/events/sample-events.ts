/**
 * Plainly fictional sample events for local runs, dated relative to today so the calendar
 * is never empty in development. Every one says so in its description, links to an
 * `.example` address and is marked `sample` (the page shows a badge). Never loaded in
 * production: `npm start` calls `refreshSampleEvents`; production has submissions and imports.
 */
import type { EventFields } from '@chainwork/shared-config/content';
import type { SqlDatabase } from '../../db/database';
import { slugify } from '../content-file';
import { addDays, isoDay } from './event-row';
import { insertEventStatement } from './events-repo';

const NOTE = 'Fictional sample event for local development.';

type Sample = Omit<EventFields, 'startsOn' | 'endsOn'> & { startsIn: number; days: number };

const SAMPLES: Sample[] = [
  {
    name: 'Lumen DeFi Summit',
    kind: 'conference',
    format: 'in-person',
    region: 'europe',
    city: 'Lisbon',
    startsIn: 6,
    days: 3,
    url: 'https://lumen-defi-summit.example',
    description: `${NOTE} Three days of talks on lending, stablecoins and on-chain risk.`,
  },
  {
    name: 'Northwind ZK Hackathon',
    kind: 'hackathon',
    format: 'online',
    region: 'online',
    city: '',
    startsIn: 11,
    days: 2,
    url: 'https://northwind-zk.example',
    description: `${NOTE} A weekend of building with zero-knowledge proofs, with mentors online.`,
  },
  {
    name: 'Harbour Solidity Meetup',
    kind: 'meetup',
    format: 'in-person',
    region: 'europe',
    city: 'Berlin',
    startsIn: 15,
    days: 1,
    url: 'https://harbour-solidity.example',
    description: `${NOTE} An evening of short talks on gas optimisation and audits.`,
  },
  {
    name: 'Pinecone Wallet UX Day',
    kind: 'conference',
    format: 'hybrid',
    region: 'north-america',
    city: 'Toronto',
    startsIn: 22,
    days: 1,
    url: 'https://pinecone-wallet-ux.example',
    description: `${NOTE} Designers and engineers on making self-custody wallets easier to use.`,
  },
  {
    name: 'Copperfield Rollup Builders',
    kind: 'meetup',
    format: 'online',
    region: 'online',
    city: '',
    startsIn: 27,
    days: 1,
    url: 'https://copperfield-rollups.example',
    description: `${NOTE} A monthly online meetup for people building layer-2 rollups.`,
  },
  {
    name: 'Saltmarsh Web3 Hack Week',
    kind: 'hackathon',
    format: 'in-person',
    region: 'asia-pacific',
    city: 'Singapore',
    startsIn: 34,
    days: 5,
    url: 'https://saltmarsh-hack.example',
    description: `${NOTE} Five days of team hacking on payments, games and infrastructure.`,
  },
  {
    name: 'Meridian Crypto Careers Fair',
    kind: 'conference',
    format: 'online',
    region: 'online',
    city: '',
    startsIn: 41,
    days: 1,
    url: 'https://meridian-careers.example',
    description: `${NOTE} Hiring teams present open roles; talks on moving into crypto.`,
  },
  {
    name: 'Ridgeway Node Operators Meetup',
    kind: 'meetup',
    format: 'in-person',
    region: 'north-america',
    city: 'Austin',
    startsIn: 48,
    days: 1,
    url: 'https://ridgeway-nodes.example',
    description: `${NOTE} Validators and node operators compare notes on uptime and tooling.`,
  },
  {
    name: 'Alder DAO Governance Forum',
    kind: 'conference',
    format: 'hybrid',
    region: 'latin-america',
    city: 'Buenos Aires',
    startsIn: 58,
    days: 2,
    url: 'https://alder-dao-forum.example',
    description: `${NOTE} Two days on voting, treasuries and contributor pay in DAOs.`,
  },
  {
    name: 'Kestrel Security Hackathon',
    kind: 'hackathon',
    format: 'online',
    region: 'online',
    city: '',
    startsIn: 70,
    days: 3,
    url: 'https://kestrel-security.example',
    description: `${NOTE} Find bugs in purpose-built vulnerable contracts; prizes for write-ups.`,
  },
  {
    name: 'Baobab Builders Meetup',
    kind: 'meetup',
    format: 'in-person',
    region: 'middle-east-africa',
    city: 'Nairobi',
    startsIn: 83,
    days: 1,
    url: 'https://baobab-builders.example',
    description: `${NOTE} Local builders show what they ship on mobile money and stablecoins.`,
  },
  {
    name: 'Tidewater Data Availability Conference',
    kind: 'conference',
    format: 'in-person',
    region: 'asia-pacific',
    city: 'Seoul',
    startsIn: 96,
    days: 2,
    url: 'https://tidewater-da.example',
    description: `${NOTE} Researchers and teams on data availability and modular chains.`,
  },
  {
    name: 'Willow Smart Contract Workshop',
    kind: 'meetup',
    format: 'online',
    region: 'online',
    city: '',
    startsIn: -12,
    days: 1,
    url: 'https://willow-workshop.example',
    description: `${NOTE} A hands-on workshop on testing contracts with fuzzing.`,
  },
  {
    name: 'Foxglove NFT Creators Conference',
    kind: 'conference',
    format: 'in-person',
    region: 'europe',
    city: 'Paris',
    startsIn: -30,
    days: 2,
    url: 'https://foxglove-nft.example',
    description: `${NOTE} Artists and developers on royalties, standards and marketplaces.`,
  },
  {
    name: 'Gannet Layer-2 Hackathon',
    kind: 'hackathon',
    format: 'hybrid',
    region: 'north-america',
    city: 'New York',
    startsIn: -45,
    days: 2,
    url: 'https://gannet-l2.example',
    description: `${NOTE} Teams built on rollups over a weekend; demos on the second evening.`,
  },
];

export function sampleEvents(today: string): Array<EventFields & { slug: string }> {
  return SAMPLES.map(({ startsIn, days, ...fields }) => {
    const startsOn = addDays(today, startsIn);
    return { ...fields, startsOn, endsOn: addDays(startsOn, days - 1), slug: `sample-${slugify(fields.name)}` };
  });
}

/** Replaces the sample events with a fresh set dated from today; idempotent within a day. */
export async function refreshSampleEvents(db: SqlDatabase, now: Date = new Date()): Promise<number> {
  const events = sampleEvents(isoDay(now));
  await db.batch([
    db.prepare("DELETE FROM events WHERE origin = 'sample'"),
    ...events.map(({ slug, ...fields }) =>
      insertEventStatement(db, { fields, slug, status: 'approved', origin: 'sample', clientKey: '', submittedBy: null, now }),
    ),
  ]);
  return events.length;
}
