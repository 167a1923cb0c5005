/**
 * The directory's and the calendar's filters in the URL, so a filtered view can be shared
 * and restored. Parsing drops unknown values, never throws; serialising is canonical.
 *   /resources/crypto-vcs-and-accelerators?q=labs&type=accelerator&stage=seed&focus=defi,dao&ecosystem=ethereum
 *   /resources/crypto-events?kind=hackathon&format=online&region=europe&when=past
 */
import { z } from 'zod';
import { CONTENT_LIMITS } from './limits';
import { DIRECTORY_TYPES, ECOSYSTEMS, EVENT_FORMATS, EVENT_KINDS, EVENT_REGIONS, FOCUS_AREAS, FUNDING_STAGES } from './vocabulary';

const list = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values)).max(values.length).optional();

export const directoryFiltersSchema = z.strictObject({
  q: z.string().trim().max(CONTENT_LIMITS.searchMax).optional(),
  types: list(DIRECTORY_TYPES),
  stages: list(FUNDING_STAGES),
  focus: list(FOCUS_AREAS),
  ecosystems: list(ECOSYSTEMS),
});
export type DirectoryFilters = z.infer<typeof directoryFiltersSchema>;

export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

export const eventFiltersSchema = z.strictObject({
  kinds: list(EVENT_KINDS),
  formats: list(EVENT_FORMATS),
  regions: list(EVENT_REGIONS),
  period: z.enum(EVENT_PERIODS).default('upcoming'),
});
export type EventFilters = z.input<typeof eventFiltersSchema>;

const DIRECTORY_PARAMS = { types: 'type', stages: 'stage', focus: 'focus', ecosystems: 'ecosystem' } as const;
const EVENT_PARAMS = { kinds: 'kind', formats: 'format', regions: 'region' } as const;

function readList<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] | undefined {
  const picked = (params.get(name) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v): v is T => (allowed as readonly string[]).includes(v));
  const unique = [...new Set(picked)];
  return unique.length ? unique.sort((a, b) => allowed.indexOf(a) - allowed.indexOf(b)) : undefined;
}

function writeList(params: URLSearchParams, name: string, values: readonly string[] | undefined, allowed: readonly string[]): void {
  if (!values?.length) return;
  params.set(name, [...new Set(values)].sort((a, b) => allowed.indexOf(a) - allowed.indexOf(b)).join(','));
}

export function parseDirectoryParams(params: URLSearchParams): DirectoryFilters {
  const q = params.get('q')?.trim().slice(0, CONTENT_LIMITS.searchMax);
  const filters: DirectoryFilters = {};
  if (q) filters.q = q;
  const types = readList(params, DIRECTORY_PARAMS.types, DIRECTORY_TYPES);
  const stages = readList(params, DIRECTORY_PARAMS.stages, FUNDING_STAGES);
  const focus = readList(params, DIRECTORY_PARAMS.focus, FOCUS_AREAS);
  const ecosystems = readList(params, DIRECTORY_PARAMS.ecosystems, ECOSYSTEMS);
  if (types) filters.types = types;
  if (stages) filters.stages = stages;
  if (focus) filters.focus = focus;
  if (ecosystems) filters.ecosystems = ecosystems;
  return filters;
}

export function directoryParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  writeList(params, DIRECTORY_PARAMS.types, filters.types, DIRECTORY_TYPES);
  writeList(params, DIRECTORY_PARAMS.stages, filters.stages, FUNDING_STAGES);
  writeList(params, DIRECTORY_PARAMS.focus, filters.focus, FOCUS_AREAS);
  writeList(params, DIRECTORY_PARAMS.ecosystems, filters.ecosystems, ECOSYSTEMS);
  return params;
}

export function parseEventParams(params: URLSearchParams): EventFilters {
  const filters: EventFilters = { period: params.get('when') === 'past' ? 'past' : 'upcoming' };
  const kinds = readList(params, EVENT_PARAMS.kinds, EVENT_KINDS);
  const formats = readList(params, EVENT_PARAMS.formats, EVENT_FORMATS);
  const regions = readList(params, EVENT_PARAMS.regions, EVENT_REGIONS);
  if (kinds) filters.kinds = kinds;
  if (formats) filters.formats = formats;
  if (regions) filters.regions = regions;
  return filters;
}

export function eventParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  writeList(params, EVENT_PARAMS.kinds, filters.kinds, EVENT_KINDS);
  writeList(params, EVENT_PARAMS.formats, filters.formats, EVENT_FORMATS);
  writeList(params, EVENT_PARAMS.regions, filters.regions, EVENT_REGIONS);
  if (filters.period === 'past') params.set('when', 'past');
  return params;
}
