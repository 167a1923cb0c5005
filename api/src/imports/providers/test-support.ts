/** Test helpers of the adapters' tests: the error an adapter throws, for its message and kind. */
export function thrownBy(run: () => unknown): Error & { kind?: string } {
  try {
    run();
  } catch (error) {
    return error as Error & { kind?: string };
  }
  throw new Error('expected a throw');
}
