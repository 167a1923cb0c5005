/** Twenty job cards' words: about what `/` lists on its first page. */
export interface SampleJob {
  slug: string;
  title: string;
  company: string;
  location: string;
  salary: string;
  tags: string[];
  age: string;
}

export const SAMPLE_JOBS: SampleJob[] = Array.from({ length: 20 }, (_, i) => ({
  slug: `senior-solidity-engineer-${i + 1}`,
  title: `Senior Solidity Engineer ${i + 1}`,
  company: `Bellwick Validators ${i + 1}`,
  location: 'Remote, worldwide',
  salary: '$120k - $160k',
  tags: ['solidity', 'defi', 'rust', 'evm'],
  age: `${i + 1}d`,
}));

export const NAV_LINKS = ['Jobs', 'Blog', 'Resources', 'Post a job'];
