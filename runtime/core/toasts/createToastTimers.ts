import { type Toast, toastDefaults } from './Toast.js'

interface TimerEntry {
  /** Milliseconds left on screen. */
  remaining: number
  startedAt: number
  handle: ReturnType<typeof setTimeout> | undefined
}

/** The per-toast clocks of the toast store. */
export interface ToastTimers {
  /** Runs the clocks of the visible, unpaused toasts and stops the others, keeping their time. */
  sync(toasts: readonly Toast[], paused: boolean): void
  /** Drops a toast's clock (dismissed, or updated: the next sync starts it afresh). */
  forget(id: string): void
  clear(): void
}

/**
 * Keeps one pausable countdown per toast. Only toasts on screen count down: one queued behind the
 * 3 visible ones keeps its full duration, so every message is seen for as long as it asked.
 * @example
 * const timers = createToastTimers({ onExpire: (id) => store.dismiss(id) })
 * timers.sync(store.getState().toasts, paused)
 */
export function createToastTimers({ onExpire }: { onExpire(id: string): void }): ToastTimers {
  const entries = new Map<string, TimerEntry>()

  function stop(entry: TimerEntry): void {
    if (entry.handle === undefined) return
    clearTimeout(entry.handle)
    entry.handle = undefined
    entry.remaining = Math.max(0, entry.remaining - (Date.now() - entry.startedAt))
  }

  function start(id: string, entry: TimerEntry): void {
    entry.startedAt = Date.now()
    entry.handle = setTimeout(() => {
      entries.delete(id)
      onExpire(id)
    }, entry.remaining)
  }

  function forget(id: string): void {
    const entry = entries.get(id)
    if (entry?.handle !== undefined) clearTimeout(entry.handle)
    entries.delete(id)
  }

  return {
    sync(toasts, paused) {
      const shownPerPosition = new Map<Toast['position'], number>()
      const live = new Set<string>()
      for (const toast of toasts) {
        if (toast.dismissed) continue
        live.add(toast.id)
        const index = shownPerPosition.get(toast.position) ?? 0
        shownPerPosition.set(toast.position, index + 1)
        let entry = entries.get(toast.id)
        if (!entry) {
          entry = { remaining: toast.duration, startedAt: 0, handle: undefined }
          entries.set(toast.id, entry)
        }
        const run =
          !paused && index < toastDefaults.visibleToasts && Number.isFinite(entry.remaining)
        if (run && entry.handle === undefined) start(toast.id, entry)
        else if (!run) stop(entry)
      }
      for (const id of [...entries.keys()]) if (!live.has(id)) forget(id)
    },
    forget,
    clear() {
      for (const id of [...entries.keys()]) forget(id)
    },
  }
}
