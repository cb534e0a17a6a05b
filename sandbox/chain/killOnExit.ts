import { type ChildProcess, spawn } from 'node:child_process'

// Process-wide by nature: whatever the number of chains, the parent exits once. Handlers are only
// attached while some child is alive, so an idle sandbox changes nothing about signal handling.
const children = new Set<ChildProcess>()
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

function killAll(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  children.clear()
}

function onExit(): void {
  killAll()
}

function onSignal(signal: NodeJS.Signals): void {
  killAll()
  detach()
  // Were we the only listener, Node would have died of the signal: die of it as before. Otherwise
  // the other listeners (a test runner, the CLI) decide what happens next.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
}

function attach(): void {
  process.on('exit', onExit)
  for (const signal of signals) process.on(signal, onSignal)
}

function detach(): void {
  process.off('exit', onExit)
  for (const signal of signals) process.off(signal, onSignal)
}

/**
 * Kills `child` with SIGKILL when this process exits or gets SIGINT/SIGTERM/SIGHUP, so no anvil
 * outlives the CLI or a test worker. The registration ends by itself when the child exits.
 * A SIGKILL of this process cannot be caught: for that, a tiny `sh` watchdog (not on Windows)
 * polls this process and kills the child once it is gone; it ends with the child.
 * @example
 * const child = spawn(anvilPath, args)
 * killOnExit(child)
 */
export function killOnExit(child: ChildProcess): void {
  watchParent(child)
  if (children.size === 0) attach()
  children.add(child)
  child.once('exit', () => {
    children.delete(child)
    if (children.size === 0) detach()
  })
}

/** The watchdog's loop: while this process and the child live, wait; then kill the child. */
const watchdogScript =
  'while kill -0 "$1" 2>/dev/null && kill -0 "$2" 2>/dev/null; do sleep 0.5; done; kill -9 "$2" 2>/dev/null'

function watchParent(child: ChildProcess): void {
  if (process.platform === 'win32' || child.pid === undefined) return
  try {
    const args = [
      '-c',
      watchdogScript,
      'appkit-anvil-watchdog',
      String(process.pid),
      String(child.pid),
    ]
    const watchdog = spawn('sh', args, { detached: true, stdio: 'ignore' })
    watchdog.on('error', () => undefined)
    watchdog.unref()
  } catch {
    // No shell: the signal handlers above still cover exits and SIGINT/SIGTERM/SIGHUP.
  }
}
