/**
 * A board as the sources file may name it: the providers' own rule (BoardRef: a board name
 * is one path segment; a careers page is a public https address, kept in the URL parser's form
 * so one page is one source however it was typed), plus one of the file's: a careers page by
 * path on the local stand-in (`/careers/zkforge`) only in the stand-in's own file, which is
 * loaded only on a loopback site.
 */
import { BoardRef } from '../providers/board-ref';
import type { Provider } from '../types';

export type CheckedBoard = { board: string; problem: null } | { board: null; problem: string };

export function checkBoard(provider: Provider, board: string, options: { standinPaths: boolean }): CheckedBoard {
  if (provider === 'jsonld' && board.startsWith('/') && !options.standinPaths) {
    return { board: null, problem: 'a path is a careers page of the local stand-in: only its own file may list one' };
  }
  const parsed = BoardRef.safeParse({ provider, board });
  if (parsed.success) return { board: parsed.data.board, problem: null };
  return { board: null, problem: parsed.error.issues[0]!.message };
}
