/**
 * One kind of per-instance state a feature keeps on the kit (a controller, a cache, a client):
 * created on first use by `create`, released by `dispose` when the kit is destroyed. Declared
 * once, at module level, by the feature that owns it; the value lives on the instance.
 */
export interface OwnedSlot<T, Owner> {
  /** For logs: which feature's state failed to dispose. */
  readonly name: string
  create(owner: Owner): T
  dispose?(value: T): void
}

/**
 * Declares a slot of per-instance state.
 * @example
 * const balanceCache = defineOwned('balance cache', () => new Map<string, Balance>())
 * const cache = appKit.owned.get(balanceCache)
 */
export function defineOwned<T, Owner>(
  name: string,
  create: (owner: Owner) => T,
  dispose?: (value: T) => void,
): OwnedSlot<T, Owner> {
  return dispose ? { name, create, dispose } : { name, create }
}

/** The per-instance state of one kit, keyed by slot: no module-level map keyed by the kit. */
export interface OwnedState<Owner> {
  /**
   * The kit's value of `slot`, created on first call. After `dispose()` the value is created and
   * released at once (a lazy chunk that arrives after `destroy()` gets an inert one).
   */
  get<T>(slot: OwnedSlot<T, Owner>): T
  /** The value of `slot` if it was created, without creating it. */
  peek<T>(slot: OwnedSlot<T, Owner>): T | undefined
  /**
   * Gives the kit `value` as its value of `slot`, in place of the one `create` would make: a
   * test's stand-in (an inert sign-in controller, a spy), set before the feature first asks. Returns
   * false, and releases `value`, when the slot has its value already (or after `dispose()`).
   */
  provide<T>(slot: OwnedSlot<T, Owner>, value: T): boolean
  /** Releases every value, the last created first; each failure is reported, none stops the rest. */
  dispose(): void
}

export interface CreateOwnedStateOptions<Owner> {
  owner: Owner
  /** Told about a dispose that threw (the kit's logger). */
  onDisposeError(name: string, error: unknown): void
}

/**
 * The owned state of one instance (`appKit.owned`), disposed by `appKit.destroy()`.
 * @example const owned = createOwnedState({ owner: appKit, onDisposeError: (name, e) => logger.warn(name, e) })
 */
export function createOwnedState<Owner>(
  options: CreateOwnedStateOptions<Owner>,
): OwnedState<Owner> {
  const values = new Map<OwnedSlot<unknown, Owner>, unknown>()
  let disposed = false

  function release(slot: OwnedSlot<unknown, Owner>, value: unknown): void {
    try {
      slot.dispose?.(value)
    } catch (error) {
      options.onDisposeError(slot.name, error)
    }
  }

  return {
    get<T>(slot: OwnedSlot<T, Owner>): T {
      if (values.has(slot)) return values.get(slot) as T
      const value = slot.create(options.owner)
      if (disposed) release(slot as OwnedSlot<unknown, Owner>, value)
      else values.set(slot as OwnedSlot<unknown, Owner>, value)
      return value
    },
    peek<T>(slot: OwnedSlot<T, Owner>): T | undefined {
      return values.get(slot) as T | undefined
    },
    provide<T>(slot: OwnedSlot<T, Owner>, value: T): boolean {
      const key = slot as OwnedSlot<unknown, Owner>
      // One value per slot for the kit's life: whoever asked first already holds the other one.
      if (disposed || values.has(key)) {
        release(key, value)
        return false
      }
      values.set(key, value)
      return true
    },
    dispose() {
      disposed = true
      const created = [...values].reverse()
      values.clear()
      for (const [slot, value] of created) release(slot, value)
    },
  }
}
