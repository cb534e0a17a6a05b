import { reportListenerError } from '../store/reportListenerError.js'

/** A listener of one event; events without a payload are declared as `undefined`. */
export type EventListener<Payload> = (payload: Payload) => void

/** `emit`'s arguments after the event name: none for payload-less events. */
export type EmitArguments<Payload> = undefined extends Payload
  ? [payload?: Payload]
  : [payload: Payload]

/** A typed event emitter over an event map `{ name: payload }`. */
export interface Emitter<Events extends object> {
  /** Adds a listener; returns the function that removes it. */
  on<Name extends keyof Events>(event: Name, listener: EventListener<Events[Name]>): () => void
  off<Name extends keyof Events>(event: Name, listener: EventListener<Events[Name]>): void
  emit<Name extends keyof Events>(event: Name, ...args: EmitArguments<Events[Name]>): void
  /** Removes every listener of every event. */
  clear(): void
}

export interface CreateEmitterOptions {
  /**
   * Receives what a listener throws. Listeners are app code (analytics, `useAppKitEvents`); one that
   * throws must neither stop the others nor break the kit action that emitted. Without this
   * option each error is rethrown asynchronously (in a microtask), so the page still sees it.
   */
  onListenerError?: (error: unknown, event: PropertyKey) => void
}

/**
 * Creates the one event channel of an AppKit instance.
 * @example
 * const events = createEmitter<{ modalOpen: { view: string }; modalClose: undefined }>()
 * const off = events.on('modalOpen', ({ view }) => console.log(view))
 * events.emit('modalOpen', { view: 'Connect' })
 * events.emit('modalClose')
 * off()
 */
export function createEmitter<Events extends object>(
  options: CreateEmitterOptions = {},
): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<EventListener<never>>>()

  function off<Name extends keyof Events>(event: Name, listener: EventListener<Events[Name]>) {
    const set = listeners.get(event)
    set?.delete(listener)
    if (set?.size === 0) listeners.delete(event)
  }

  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return () => off(event, listener)
    },
    off,
    emit(event, ...args) {
      const set = listeners.get(event)
      if (!set) return
      for (const listener of [...set] as EventListener<unknown>[]) {
        try {
          listener(args[0])
        } catch (error) {
          // Not thrown into emit's caller (a kit action mid-way through a change), and not only
          // the first: every failure is reported, the same way the stores report theirs.
          if (options.onListenerError) options.onListenerError(error, event)
          else reportListenerError(error)
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}
