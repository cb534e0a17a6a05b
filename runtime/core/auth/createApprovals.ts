import { type AppKit, createStore, type Store } from '../kernel.js'
import { AuthRpcError, toAuthRpcError } from './AuthRpcError.js'
import { notAllowedMessage } from './authRpcMethods.js'

/** What the ApproveTransaction view shows: the request waiting for the user, or a refused one. */
export interface ApprovalState {
  pending: { method: string } | undefined
  /** The last method refused as not allowed ('Action not allowed'). */
  refused: { method: string; at: number } | undefined
}

export interface Approvals {
  readonly state: Store<ApprovalState>
  /**
   * Shows the ApproveTransaction view (stacked on the open modal, else opening it), where the
   * frame shows its own approval screen, and runs `send` with a signal that aborts when the user
   * closes the modal or leaves the view. Settles with `send`'s result, or rejects with an
   * `AuthRpcError` (-32002 while another request waits; 4001 for one the user rejected or
   * closed); then leaves the view the way it was reached.
   */
  approve(method: string, send: (signal: AbortSignal) => Promise<unknown>): Promise<unknown>
  /** Records `method` as refused, shows it in the view, and rejects with 4200. */
  refuse(method: string): Promise<never>
  /** Aborts the request waiting for approval, if one is (the user signed out, say). */
  abortPending(): void
  /** Stops following the modal and the router; aborts what is pending. */
  dispose(): void
}

/**
 * The approval flow of the embedded wallet (SPEC section 4): one request at a time waits for the
 * user in the ApproveTransaction view, which the kit's router shows; closing the modal or
 * leaving the view (Back) rejects it, since the frame's screen is hidden then.
 * @example const result = await approvals.approve('personal_sign', (signal) => frame.request('RPC_REQUEST', payload, { signal }))
 */
export function createApprovals(appKit: AppKit): Approvals {
  const { router, logger } = appKit
  const { modal } = appKit.stores
  const state = createStore<ApprovalState>({ pending: undefined, refused: undefined })
  let pending: AbortController | undefined

  /** SPEC section 4: leave the approval view the way it was reached (pop, else close). */
  async function leave(stacked: boolean): Promise<void> {
    if (!modal.getState().open || router.getState().current.view !== 'ApproveTransaction') return
    if (stacked) router.goBack()
    else await appKit.close()
  }

  const unsubscribers = [
    modal.subscribe(({ open }) => {
      if (!open) pending?.abort()
    }),
    router.subscribe(({ current }) => {
      if (current.view !== 'ApproveTransaction') pending?.abort()
    }),
  ]

  return {
    state,
    async approve(method, send) {
      if (pending) throw new AuthRpcError('A request is already pending', -32002)
      const abort = new AbortController()
      pending = abort
      state.setState({ pending: { method }, refused: undefined })
      const wasOpen = modal.getState().open
      const route = { view: 'ApproveTransaction', data: { method } } as const
      if (wasOpen) router.push(route)
      else await appKit.open(route)
      const stacked = wasOpen && router.getState().history.length > 1
      try {
        return await send(abort.signal)
      } catch (error) {
        throw toAuthRpcError(error)
      } finally {
        pending = undefined
        state.setState({ pending: undefined, refused: undefined })
        await leave(stacked)
      }
    },
    async refuse(method) {
      logger.error(`The embedded wallet refused ${method}: ${notAllowedMessage}`)
      state.setState((current) => ({ ...current, refused: { method, at: Date.now() } }))
      // Over a pending approval the view stays (it shows the frame); it says no more than the log.
      if (!pending) {
        if (modal.getState().open) router.push({ view: 'ApproveTransaction' })
        else await appKit.open({ view: 'ApproveTransaction' })
      }
      throw new AuthRpcError(notAllowedMessage, 4200)
    },
    abortPending: () => pending?.abort(),
    dispose() {
      for (const unsubscribe of unsubscribers) unsubscribe()
      pending?.abort()
    },
  }
}
