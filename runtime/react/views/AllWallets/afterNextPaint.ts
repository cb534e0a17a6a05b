/**
 * Runs `task` once the browser has painted the next frame, and returns a function that cancels
 * it. Work a click starts (fetching the registry's code, rendering its answer) then never delays
 * the frame that shows the modal (DESIGN: click -> first frame <= 16 ms). Without
 * `requestAnimationFrame` (a server, a test environment without one) it runs on the next task.
 * @example useEffect(() => afterNextPaint(() => void appKit.loadRegistry()), [appKit])
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    // The frame callback runs before the paint; a task queued from it runs after.
    timer = setTimeout(task, 0)
  }
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : undefined
  if (frame === undefined) run()
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
