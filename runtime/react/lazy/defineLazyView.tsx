import { type ComponentType, type JSX, useCallback, useEffect, useRef, useState } from 'react'
import { strings } from '../strings.js'
import { Spinner } from '../ui/Spinner.js'

/** A view whose code is a separate chunk, fetched on first render (or on `preload()`). */
export interface LazyView<Props extends object> {
  (props: Props): JSX.Element
  /** Starts fetching the chunk now, e.g. when the pointer nears the button that opens the view. */
  preload(): void
}

/**
 * Defines a view loaded with `import()` on first use, so an app pays for a feature's code only
 * when a user opens it (DESIGN: lazy feature bundles). A small spinner shows while the chunk
 * loads; a failed load (offline) offers a retry instead of breaking the modal.
 * @example
 * const LazyNetworksView = defineLazyView(() =>
 *   import('./Networks/NetworksView.js').then((module) => module.NetworksView),
 * )
 * <LazyNetworksView data={undefined} />
 */
export function defineLazyView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyView<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined

  function loadOnce(): Promise<ComponentType<Props>> {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
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
    if (View) return <View {...props} />
    if (!failed) return <Spinner />
    return (
      <div className="ak-status" data-tone="error">
        <p className="ak-status-text">{strings.lazyLoadFailed}</p>
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
