/**
 * The home page's hero, in words: rendered by the shell's `HomePage` and, before any
 * JavaScript runs, by the static pre-paint in the shell's HTML (./markup.ts). One source,
 * so the two can never say different things.
 */
export const HOME_HERO = {
  badge: 'Remote-first roles in web3',
  /** The headline in three parts; the middle one is painted in the brand gradient. */
  heading: { before: 'Find work that', highlight: 'moves crypto', after: 'forward.' },
  lead: 'The latest engineering, product, design and growth jobs at blockchain teams, with the salary up front when the employer shares it.',
  browse: 'Browse jobs',
  post: 'Post a job',
  /** What the board promises, each true of every listing (see About). */
  promises: ['Free for job seekers, no account needed', 'Salary shown when the employer shares it', 'Listings expire after 30 days'],
} as const;

/** The desktop top bar's menu buttons and its one plain button, named once for the bar and its pre-paint. */
export const TOP_BAR_MENUS = { resources: 'Resources', connect: 'Connect', aiResources: 'AI Resources', talent: 'Talent' } as const;
