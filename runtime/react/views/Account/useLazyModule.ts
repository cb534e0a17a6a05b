import { useEffect, useState } from 'react'

// One promise per loader, so every view that needs a module shares its fetch.
const loads = new WeakMap<() => Promise<unknown>, Promise<unknown>>()

/**
 * A module fetched with `import()`, `undefined` until it arrives. A failed fetch is forgotten
 * (the next mount tries again) and reported through `failed`.
 * @example const api = useLazyModule(loadBlockchainApi)
 */
export function useLazyModule<Module>(load: () => Promise<Module>): {
  module: Module | undefined
  failed: boolean
} {
  const [state, setState] = useState<{ module: Module | undefined; failed: boolean }>({
    module: undefined,
    failed: false,
  })
  useEffect(() => {
    let live = true
    let pending = loads.get(load) as Promise<Module> | undefined
    if (!pending) {
      pending = load()
      loads.set(load, pending)
      pending.catch(() => loads.delete(load))
    }
    pending.then(
      (module) => live && setState({ module, failed: false }),
      () => live && setState({ module: undefined, failed: true }),
    )
    return () => {
      live = false
    }
  }, [load])
  return state
}
