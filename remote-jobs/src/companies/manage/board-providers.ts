import type { BoardProvider } from '../outputs';

/**
 * What the connect form says about each provider: its name, where to find the board's
 * name, and an example. Keyed by the api's provider type, so a provider added there fails
 * the build here until it has its words.
 */
export const BOARD_PROVIDERS: Record<BoardProvider, { label: string; field: string; hint: string; placeholder: string }> = {
  greenhouse: {
    label: 'Greenhouse',
    field: 'Board token',
    hint: 'The last part of your Greenhouse job board’s address: acme for boards.greenhouse.io/acme or job-boards.greenhouse.io/acme.',
    placeholder: 'acme',
  },
  lever: {
    label: 'Lever',
    field: 'Site name',
    hint: 'The last part of your Lever job board’s address: acme for jobs.lever.co/acme.',
    placeholder: 'acme',
  },
  ashby: {
    label: 'Ashby',
    field: 'Job board name',
    hint: 'The last part of your Ashby job board’s address: Acme for jobs.ashbyhq.com/Acme (letters as they appear there).',
    placeholder: 'Acme',
  },
  jsonld: {
    label: 'Careers page',
    field: 'Careers page address',
    hint: 'The full https address of the page listing your jobs. Each job page must carry schema.org JobPosting data (JSON-LD), as most careers sites do for Google Jobs.',
    placeholder: 'https://acme.example/careers',
  },
};

export const BOARD_PROVIDER_IDS = Object.keys(BOARD_PROVIDERS) as BoardProvider[];
