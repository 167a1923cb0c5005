/**
 * The benchmark's job boards: `sources` fictional companies with `jobsPerSource` jobs each,
 * every figure drawn from the seed, so a run measures the same boards every time. Generation 1
 * is the first import; generation 2 is the next fetch an hour later: MUTATION_SHARES of the jobs
 * changed (title or description), removed, or new, exact counts over the whole set. Generation 3
 * is the hour after that: generation 1's boards again, so generation 2's changes are undone (the
 * changed jobs change back, the removed ones are listed again, the new ones go): an hourly run
 * of the same size as generation 2's.
 */
import { mulberry32, type Random } from '@chainwork/api/seed';
import { DAY_MS } from '@chainwork/shared-config/time';

export interface BoardsPlan {
  seed: number;
  sources: number;
  jobsPerSource: number;
  /** The dates count back from here. */
  now: number;
}

export type Generation = 1 | 2 | 3;

/** Of every job of generation 1, what generation 2 does to it (and how many it adds). */
export const MUTATION_SHARES = { changed: 0.02, removed: 0.01, added: 0.01 } as const;

export interface BenchSource {
  index: number;
  /** The Greenhouse board token, `import_sources.board`. */
  token: string;
  companySlug: string;
  companyName: string;
  website: string;
}

export interface Pay {
  currency: 'USD' | 'EUR';
  interval: 'year' | 'hour';
  min: number;
  max: number;
}

export interface BoardJob {
  /** Greenhouse's numeric job id. */
  id: number;
  title: string;
  location: string;
  department: string;
  employment: string;
  /** Structured pay (pay_input_ranges), or null. */
  pay: Pay | null;
  /** HTML paragraphs (and one list) of the description, unescaped. */
  html: string;
  publishedAt: number;
  updatedAt: number;
}

const PREFIXES = [
  'Zk',
  'Chain',
  'Block',
  'Hash',
  'Ledger',
  'Node',
  'Vault',
  'Proof',
  'Shard',
  'Layer',
  'Mint',
  'Nonce',
  'Merkle',
  'Oracle',
  'Rollup',
  'Stake',
];
const SUFFIXES = ['forge', 'works', 'labs', 'systems', 'bridge', 'stack', 'foundry', 'hub', 'grid', 'yard'];

const SENIORITIES = ['', 'Senior ', 'Staff ', 'Junior ', 'Lead '];
const ROLES = [
  'Smart Contract Engineer',
  'Protocol Engineer',
  'Backend Engineer',
  'Frontend Engineer',
  'Full Stack Engineer',
  'DevOps Engineer',
  'Site Reliability Engineer',
  'Security Researcher',
  'Data Engineer',
  'Data Scientist',
  'Product Manager',
  'Product Designer',
  'Developer Advocate',
  'Technical Writer',
  'Community Manager',
  'Marketing Manager',
  'Business Development Manager',
  'Quantitative Researcher',
  'Trading Engineer',
  'Mobile Engineer',
  'QA Engineer',
  'Solutions Architect',
  'Zero-Knowledge Engineer',
  'Infrastructure Engineer',
];
const AREAS = [
  'Wallets',
  'Payments',
  'Staking',
  'Bridges',
  'DeFi',
  'Exchange',
  'Custody',
  'Indexing',
  'Growth',
  'Rollups',
  'Compliance',
  'Developer Platform',
  'NFT Marketplace',
  'Governance',
  'Risk',
  'Core Protocol',
];
/** Every distinct title a board can hold: a board's titles are distinct, so each job is its own role. */
export const TITLE_POOL_SIZE = SENIORITIES.length * ROLES.length * AREAS.length;

const LOCATIONS = [
  'Remote',
  'Remote - Europe',
  'Remote (US only)',
  'Anywhere',
  'Remote - APAC',
  'Berlin, Germany',
  'New York, NY',
  'London, United Kingdom',
  'Lisbon, Portugal',
  'Singapore',
  'Hybrid - San Francisco, CA',
  'Zug, Switzerland',
  'Toronto, Canada',
  'Paris, France',
  'Dubai, United Arab Emirates',
  'Remote - Latin America',
];
const EMPLOYMENT = ['Full-time', 'Full-time', 'Full-time', 'Full-time', 'Contract', 'Part-time'];
const SKILLS = [
  'Solidity',
  'Rust',
  'Go',
  'TypeScript',
  'Python',
  'React',
  'Cairo',
  'Move',
  'Kubernetes',
  'PostgreSQL',
  'GraphQL',
  'Node.js',
];
const CHAINS = ['Ethereum', 'Solana', 'Cosmos', 'Polkadot', 'Starknet', 'Arbitrum', 'Optimism', 'Base', 'Avalanche', 'Bitcoin'];

/** A random source for one named thing of the plan: the same plan and key, the same draws. */
export function keyedRandom(seed: number, key: string): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return mulberry32(hash >>> 0);
}

export function benchSource(plan: BoardsPlan, index: number): BenchSource {
  const random = keyedRandom(plan.seed, `company:${index}`);
  const stem = `${random.pick(PREFIXES)}${random.pick(SUFFIXES)}`;
  const number = index + 1;
  const token = `${stem.toLowerCase()}${number}`;
  return {
    index,
    token,
    companySlug: `${stem.toLowerCase()}-${number}`,
    companyName: `${stem} ${number}`,
    website: `https://${token}.example`,
  };
}

export function benchSources(plan: BoardsPlan): BenchSource[] {
  return Array.from({ length: plan.sources }, (_, index) => benchSource(plan, index));
}

/** Generation 2's changes, per source: changed jobs (by position) with what changed, removed positions, new jobs. */
export interface SourceMutations {
  changed: Map<number, 'title' | 'description'>;
  removed: Set<number>;
  added: number;
}

export interface MutationPlan {
  counts: { changed: number; removed: number; added: number };
  bySource: Map<number, SourceMutations>;
}

/** Exact counts over every job (MUTATION_SHARES of the total, rounded), spread by the seed. */
export function mutationPlan(plan: BoardsPlan): MutationPlan {
  const total = plan.sources * plan.jobsPerSource;
  const counts = {
    changed: Math.round(total * MUTATION_SHARES.changed),
    removed: Math.round(total * MUTATION_SHARES.removed),
    added: Math.round(total * MUTATION_SHARES.added),
  };
  const random = keyedRandom(plan.seed, 'mutations');
  const slots = random.sample(
    Array.from({ length: total }, (_, i) => i),
    counts.changed + counts.removed,
  );
  const bySource = new Map<number, SourceMutations>();
  const of = (source: number) => {
    let entry = bySource.get(source);
    if (!entry) bySource.set(source, (entry = { changed: new Map(), removed: new Set(), added: 0 }));
    return entry;
  };
  slots.forEach((slot, i) => {
    const source = Math.floor(slot / plan.jobsPerSource);
    const position = slot % plan.jobsPerSource;
    if (i < counts.changed) of(source).changed.set(position, random.chance(0.5) ? 'title' : 'description');
    else of(source).removed.add(position);
  });
  for (let i = 0; i < counts.added; i += 1) of(random.int(0, plan.sources - 1)).added += 1;
  return { counts, bySource };
}

function titleOf(poolIndex: number): string {
  const seniority = SENIORITIES[poolIndex % SENIORITIES.length]!;
  const rest = Math.floor(poolIndex / SENIORITIES.length);
  return `${seniority}${ROLES[rest % ROLES.length]!}, ${AREAS[Math.floor(rest / ROLES.length)]!}`;
}

function payFor(random: Random): Pay | null {
  const roll = random.next();
  if (roll < 0.3) {
    const min = random.int(8, 20) * 10_000;
    return { currency: 'USD', interval: 'year', min, max: min + random.int(2, 6) * 10_000 };
  }
  if (roll < 0.4) {
    const min = random.int(6, 14) * 10_000;
    return { currency: 'EUR', interval: 'year', min, max: min + random.int(1, 4) * 10_000 };
  }
  if (roll < 0.45) {
    const min = random.int(60, 120);
    return { currency: 'USD', interval: 'hour', min, max: min + random.int(10, 40) };
  }
  return null;
}

function descriptionHtml(random: Random, company: BenchSource, title: string, payInText: string | null): string {
  const skills = random.sample(SKILLS, 3);
  const chain = random.pick(CHAINS);
  const paragraphs = [
    `${company.companyName} builds infrastructure for ${chain} and the applications on it. We are a distributed team of engineers, researchers and operators who ship audited code to mainnet every week.`,
    `As our ${title}, you will own a part of the product end to end: design it with the people who use it, write it, test it, run it in production and improve it from what you measure.`,
    `Our stack: ${skills.join(', ')}, with ${chain} nodes we run ourselves, continuous deployment and observability that every engineer reads. We review every change and write down our decisions.`,
    `You will work with product, security and support, and with the community around ${chain}; we publish our research and contribute to the open-source projects we depend on.`,
  ];
  const list = [
    `Several years of professional experience with ${skills[0]} or a language close to it`,
    `Experience with ${chain} or another blockchain, and a clear idea of its trade-offs`,
    'Clear written communication in English; we work asynchronously across time zones',
    'Care for security, testing and the people who will run your code at three in the morning',
  ];
  const benefits = `We offer ${random.pick(['a token allocation', 'equity', 'a learning budget', 'a home-office budget'])}, ${random.int(25, 35)} days of paid leave and the hardware you choose.`;
  return [
    ...paragraphs.map((p) => `<p>${p}</p>`),
    `<h3>What you bring</h3><ul>${list.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    `<p>${benefits}${payInText ? ` Pay: ${payInText}.` : ''}</p>`,
  ].join('\n');
}

/** A job of generation 1, by its position on the board (positions past jobsPerSource are generation 2's new jobs). */
function baseJob(plan: BoardsPlan, source: BenchSource, position: number, poolIndex: number): BoardJob {
  const random = keyedRandom(plan.seed, `job:${source.index}:${position}`);
  const title = titleOf(poolIndex);
  const pay = payFor(random);
  // Some boards write pay only in the text, which the normaliser reads.
  const payInText = pay === null && random.chance(0.3) ? `$${random.int(9, 16) * 10}k-${random.int(17, 22) * 10}k per year` : null;
  const publishedAt = plan.now - random.int(1, 60) * DAY_MS - random.int(0, DAY_MS - 1);
  return {
    id: 1_000_000 + source.index * 10_000 + position,
    title,
    location: random.pick(LOCATIONS),
    department: title.split(', ')[1]!,
    employment: random.pick(EMPLOYMENT),
    pay,
    html: descriptionHtml(random, source, title, payInText),
    publishedAt,
    updatedAt: publishedAt + random.int(0, 3) * DAY_MS,
  };
}

/** One board's jobs at a generation, in board order. */
export function boardJobs(plan: BoardsPlan, index: number, generation: Generation, mutations?: MutationPlan): BoardJob[] {
  const source = benchSource(plan, index);
  const changes = generation === 2 ? ((mutations ?? mutationPlan(plan)).bySource.get(index) ?? null) : null;
  // The board's titles, distinct: a prefix of one shuffle of the pool (the same prefix whatever its length).
  const extra = changes ? changes.added + [...changes.changed.values()].filter((kind) => kind === 'title').length : 0;
  const titles = keyedRandom(plan.seed, `titles:${index}`).sample(
    Array.from({ length: TITLE_POOL_SIZE }, (_, i) => i),
    plan.jobsPerSource + extra,
  );
  let spare = plan.jobsPerSource;
  const jobs: BoardJob[] = [];
  for (let position = 0; position < plan.jobsPerSource; position += 1) {
    if (changes?.removed.has(position)) continue;
    const job = baseJob(plan, source, position, titles[position]!);
    const change = changes?.changed.get(position);
    if (change === 'title') jobs.push({ ...job, title: titleOf(titles[spare++]!), updatedAt: plan.now });
    else if (change === 'description')
      jobs.push({
        ...job,
        html: `${job.html}\n<p>Update: this role now also covers on-call for the ${job.department} services.</p>`,
        updatedAt: plan.now,
      });
    else jobs.push(job);
  }
  for (let k = 0; k < (changes?.added ?? 0); k += 1) {
    const position = plan.jobsPerSource + k;
    jobs.push({ ...baseJob(plan, source, position, titles[spare++]!), publishedAt: plan.now, updatedAt: plan.now });
  }
  return jobs;
}
