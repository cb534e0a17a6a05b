import { createStore, type Store } from '../store/createStore.js'
import type { Route, RouteRequest } from './ViewName.js'

/** What the router reads from its owner to apply the rules of SPEC section 2. */
export interface RouterContext {
  /** Whether the active namespace has a connected address. */
  isConnected(): boolean
  /** Whether any chain adapter serves the configured networks (false: WalletConnect-only mode). */
  hasWalletAdapters(): boolean
  isMobile(): boolean
  /** Embedded mode: the modal lives in the page, so closing lands on the account view. */
  embedded: boolean
  /** Closes the modal; called by `goBack()` at the root of the history. */
  close(): void
}

export interface RouterState {
  /** Oldest first; never empty. */
  history: readonly Route[]
  /** The view on screen: the last history entry. */
  current: Route
}

export interface Router extends Pick<Store<RouterState>, 'getState' | 'subscribe'> {
  /** Shows a view on top of the history (no-op when it is already on top with the same data). */
  push(request: RouteRequest): void
  /** Swaps the view on top of the history. */
  replace(request: RouteRequest): void
  /** Makes the view the only history entry. */
  reset(request: RouteRequest): void
  /** Pops the history; at the root closes the modal. Connected users land on Account, not Connect. */
  goBack(): void
  /** Resets to the view the modal opens on (`request` wins, then the connection state). */
  open(request?: RouteRequest): void
  /** Resets to the view a closed modal keeps ready (Connect; Account when embedded and connected). */
  close(): void
}

function toRoute(request: RouteRequest): Route {
  return { view: request.view, data: request.data } as Route
}

function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  const keysA = Object.keys(a)
  const recordA = a as Record<string, unknown>
  const recordB = b as Record<string, unknown>
  return (
    keysA.length === Object.keys(b).length &&
    keysA.every((key) => Object.is(recordA[key], recordB[key]))
  )
}

/**
 * Creates the modal's router: a history stack of typed views and the open, close and back rules
 * of SPEC section 2.
 * @example
 * const router = createRouter({ isConnected, hasWalletAdapters, isMobile, embedded: false, close })
 * router.open() // Account when connected, else Connect
 * router.push({ view: 'SwitchNetwork', data: { network } })
 * router.goBack()
 */
export function createRouter(ctx: RouterContext): Router {
  const connect: Route = { view: 'Connect', data: undefined }
  const store = createStore<RouterState>({ history: [connect], current: connect })

  function setHistory(history: readonly Route[]): void {
    const current = history[history.length - 1]
    if (current) store.setState({ history, current })
  }

  function openingRoute(request: RouteRequest | undefined): Route {
    if (request) return toRoute(request)
    const connected = ctx.isConnected()
    // WalletConnect-only mode: nothing to list on Connect, so go straight to pairing.
    if (!connected && !ctx.hasWalletAdapters()) {
      return {
        view: ctx.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic',
        data: undefined,
      }
    }
    return { view: connected ? 'Account' : 'Connect', data: undefined }
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    push(request) {
      const { history, current } = store.getState()
      if (current.view === request.view && sameData(current.data, request.data)) return
      setHistory([...history, toRoute(request)])
    },
    replace(request) {
      setHistory([...store.getState().history.slice(0, -1), toRoute(request)])
    },
    reset(request) {
      setHistory([toRoute(request)])
    },
    goBack() {
      const { history } = store.getState()
      if (history.length <= 1) {
        ctx.close()
        return
      }
      const rest = history.slice(0, -1)
      const top = rest[rest.length - 1]
      // Connect is pointless once connected; show the account instead, in the history too.
      if (top?.view === 'Connect' && ctx.isConnected()) {
        setHistory([...rest.slice(0, -1), { view: 'Account', data: undefined }])
      } else setHistory(rest)
    },
    open(request) {
      setHistory([openingRoute(request)])
    },
    close() {
      const view = ctx.embedded && ctx.isConnected() ? 'Account' : 'Connect'
      setHistory([{ view, data: undefined }])
    },
  }
}
