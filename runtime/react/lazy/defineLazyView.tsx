import { type ComponentType, type JSX, useCallback, useEffect, useRef, useState } from 'react'
import { retryableImport } from '../../core/kernel.js'
import { strings } from '../internal.js'
import { Spinner } from '../ui/Spinner.js'
import { useOnline } from '../ui/useOnline.js'

/** A view whose code is a separate chunk, fetched on first render (or on `preload()`). */
export interface LazyView<Props extends object> {
  (props: Props): JSX.Element
  /** Starts fetching the chunk now, e.g. when the pointer nears the button that opens the view. */
  preload(): void
}

/**
 * Defines a view loaded with `import()` on first use, so an app pays for a feature's code only
 * when a user opens it (DESIGN: lazy feature bundles). A small spinner shows while the chunk
 * loads; a failed load offers a retry instead of breaking the modal, says so when the device is
 * offline (SPEC section 8's text), and loads again by itself when the page comes back online.
 * `load` imports the chunk and `pick` takes the view out of it: some browsers remember a failed
 * `import()` of a URL for the life of the page, so a retry imports the same chunk again under a
 * fresh query (`?retry=1`) and picks the view from that.
 * @example
 * const LazyNetworksView = defineLazyView(
 *   () => import('./Networks/NetworksView.js'),
 *   (module) => module.NetworksView,
 * )
 * <LazyNetworksView data={undefined} />
 */
export function defineLazyView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyView<Props>
export function defineLazyView<Props extends object, Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyView<Props>
export function defineLazyView<Props extends object>(
  load: () => Promise<unknown>,
  pick: (module: unknown) => ComponentType<Props> = (module) => module as ComponentType<Props>,
): LazyView<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const importChunk = retryableImport(load)

  function loadOnce(): Promise<ComponentType<Props>> {
    loading ??= importChunk().then(
      (module) => {
        loaded = pick(module)
        return loaded
      },
      (error: unknown) => {
        // Forget the failure so that "Try again" fetches the chunk again.
        loading = undefined
        throw error
      },
    )
    return loading
  }

  // biome-ignore lint/correctness/noComponentHookFactories: defined once per lazy view at module level, never during a render
  function LazyViewComponent(props: Props) {
    const [View, setView] = useState<ComponentType<Props> | undefined>(() => loaded)
    const [failed, setFailed] = useState(false)
    const online = useOnline()
    const mounted = useRef(true)
    const fetchView = useCallback(() => {
      setFailed(false)
      loadOnce().then(
        (component) => mounted.current && setView(() => component),
        () => mounted.current && setFailed(true),
      )
    }, [])
    useEffect(() => {
      mounted.current = true
      if (!loaded) fetchView()
      return () => {
        mounted.current = false
      }
    }, [fetchView])
    // Back online after a failed load: fetch again without waiting for a click.
    const wasOnline = useRef(online)
    useEffect(() => {
      const cameBack = online && !wasOnline.current
      wasOnline.current = online
      if (cameBack && failed) fetchView()
    }, [online, failed, fetchView])
    if (View) return <View {...props} />
    if (!failed) return <Spinner />
    return (
      <div className="ak-status" data-tone="error" role="alert">
        <p className="ak-status-text">{online ? strings.lazyLoadFailed : strings.offline}</p>
        <button type="button" className="ak-button" onClick={fetchView}>
          {strings.tryAgain}
        </button>
      </div>
    )
  }

  return Object.assign(LazyViewComponent, {
    preload() {
      loadOnce().catch(() => {})
    },
  })
}
