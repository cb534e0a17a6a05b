import type { ChildProcess } from 'node:child_process'

/**
 * Ends a child process: SIGTERM, then SIGKILL if it is still there after `graceMs`. Resolves once
 * the child has exited; at once if it already had.
 * @example
 * await stopChild(anvil)
 */
export function stopChild(child: ChildProcess, graceMs = 3_000): Promise<void> {
  // No pid: the spawn itself failed, and 'exit' may never come.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
