/**
 * The stand-in's boards as they are now: generated at start, then changed by the control API
 * (a job removed, retitled or added), so tests can watch the import follow a board over time.
 */
import type { LoadedEntry, Provider } from '@chainwork/api/content';
import { generateBoards, makeJob, type StandinBoard, type StandinJob } from './catalogue';
import { PLACES, type PlaceKey } from './places';

export class StandinState {
  private boards = new Map<string, StandinBoard>();
  /** Each company's title|place pairs, so an added job is not a copy of a listed one. */
  private taken = new Map<string, Set<string>>();

  constructor(
    private readonly entries: readonly LoadedEntry[],
    private readonly now: number,
  ) {
    this.reset();
  }

  /** Back to the generated boards. */
  reset(): void {
    this.boards = new Map(generateBoards(this.entries, this.now).map((board) => [board.id, board]));
    this.taken = new Map();
    for (const board of this.boards.values()) {
      const set = this.taken.get(board.company.slug) ?? new Set<string>();
      for (const job of board.jobs) set.add(`${job.title}|${job.place.text}`);
      this.taken.set(board.company.slug, set);
    }
  }

  board(provider: Provider, board: string): StandinBoard | undefined {
    return this.boards.get(`${provider}:${board}`);
  }

  all(): StandinBoard[] {
    return [...this.boards.values()];
  }

  job(provider: Provider, board: string, externalId: string): StandinJob | undefined {
    return this.board(provider, board)?.jobs.find((job) => job.externalId === externalId);
  }

  /** The job leaves its board; false when there was no such job. */
  remove(provider: Provider, board: string, externalId: string): boolean {
    const found = this.board(provider, board);
    const before = found?.jobs.length ?? 0;
    if (found) found.jobs = found.jobs.filter((job) => job.externalId !== externalId);
    return (found?.jobs.length ?? 0) < before;
  }

  /** A new title or description (HTML, used as given) for a listed job; null when there is no such job. */
  change(provider: Provider, board: string, externalId: string, change: { title?: string; description?: string }): StandinJob | null {
    const job = this.job(provider, board, externalId);
    if (!job) return null;
    if (change.title !== undefined) job.title = change.title;
    if (change.description !== undefined) job.text = { opening: change.description, body: '', lists: [], closing: '' };
    job.updatedAt = Math.max(job.updatedAt + 1000, this.now);
    return job;
  }

  /** A new job on the board, the board's next generated one, with the title and place asked. */
  add(provider: Provider, board: string, input: { title?: string; place?: PlaceKey; description?: string }): StandinJob | null {
    const found = this.board(provider, board);
    if (!found) return null;
    const taken = this.taken.get(found.company.slug)!;
    const job = makeJob(found, found.next, this.now, taken);
    found.next += 1;
    if (input.place) job.place = PLACES[input.place];
    if (input.title !== undefined) job.title = input.title;
    if (input.description !== undefined) job.text = { opening: input.description, body: '', lists: [], closing: '' };
    job.publishedAt = this.now;
    job.updatedAt = this.now;
    found.jobs.unshift(job);
    return job;
  }

  /** What each board lists now, for tests. */
  summary() {
    return {
      boards: this.all().map((board) => ({
        id: board.id,
        provider: board.provider,
        board: board.board,
        company: board.company.slug,
        malformed: board.plan.malformed !== undefined,
        jobs: board.jobs.map((job) => ({ externalId: job.externalId, title: job.title, location: job.place.text, listed: job.listed })),
      })),
    };
  }
}
