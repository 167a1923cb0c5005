/**
 * Resolves after the next frame is painted: work a click starts there (validating a step, sending
 * its save, rendering what comes next) runs in a task of its own, so the click's paint (the
 * button's pending state) does not wait for it. A hidden page paints no frame: there it resolves
 * in the next task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => {
      setTimeout(resolve, 0);
    };
    if (document.visibilityState === 'hidden') nextTask();
    else requestAnimationFrame(nextTask);
  });
}
