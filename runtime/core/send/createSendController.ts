import type { CaipNetwork } from '../../../schema/index.js'
import { createStore } from '../kernel.js'
import type { TokenBalance } from '../state/AccountState.js'
import type { CheckReceiverResult } from './checkReceiver.js'
import { createSendFlow, type SendFlow } from './createSendFlow.js'
import { type PrepareSendResult, prepareSend } from './prepareSend.js'
import { readMaxAmount } from './readMaxAmount.js'
import type { SendContext } from './SendContext.js'
import { initialSendState, type SendPreview, type SendState } from './SendState.js'
import { SendParametersError } from './sendErrors.js'
import { sendMessages } from './sendMessages.js'

/** How many receivers the kit remembers for the look-alike warning. */
export const recentReceiversLimit = 10

/** Who sends: the account's network and address, and the token chosen in the form. */
export interface SendAccount {
  network: CaipNetwork
  from: string
  token: TokenBalance | undefined
}

/** The amount Max filled in, or why it could not. */
export type FillMaxResult =
  | { ok: true; amountText: string }
  | { ok: false; field: 'amount'; message: string }

export interface SendController {
  /** The form and the send being confirmed (SPEC section 3's send state). */
  getState(): SendState
  subscribe(listener: (state: SendState) => void): () => void
  /** The send being asked of the wallet, one at a time: its status, hash or error. */
  readonly flow: Pick<SendFlow, 'getState' | 'subscribe'>
  /** What the user chose or typed in the form. */
  edit(changes: Partial<Pick<SendState, 'tokenKey' | 'amountText' | 'receiverText'>>): void
  /**
   * Checks the form for `account` before any wallet prompt (`prepareSend`); a send that passes
   * becomes the preview to confirm. `seenAddresses` (the account's history) join the receivers
   * sent to lately for the look-alike warning. `undefined` while another check runs.
   */
  review(
    account: SendAccount & { seenAddresses?: readonly string[] },
  ): Promise<PrepareSendResult | undefined>
  /**
   * Fills the amount with the most that can be sent, from a balance read now (less the fee for
   * the native currency). `undefined` while another check runs.
   */
  fillMax(account: SendAccount & { token: TokenBalance }): Promise<FillMaxResult | undefined>
  /**
   * The address a typed name stands for on `network` (the name service for its zones, ENS where
   * the network has a resolver), so the form can show it before Review; Review resolves again.
   */
  lookUpName(network: CaipNetwork, name: string): Promise<CheckReceiverResult>
  /**
   * Sends the preview: the wallet is asked once however often this is called meanwhile. Once the
   * hash is known the receiver is remembered, the form is cleared and the flow starts over. A
   * refusal leaves the preview (the flow's state says why: declined, failed).
   */
  submit(): Promise<{ hash: string; preview: SendPreview }>
  /** Who this kit sent to lately, newest first (at most `recentReceiversLimit`). */
  recentReceivers(): readonly string[]
  /** Empties the form and forgets the preview. */
  clear(): void
  /** Forgets the form and the receivers; later calls do nothing (the kit was destroyed). */
  dispose(): void
}

/**
 * The send feature of one kit, outside React: the form's state, its checks (Review, Max from a
 * fresh balance), the one send in flight, and the receivers sent to lately.
 * @example
 * const send = createSendController(context)
 * send.edit({ amountText: '0.1', receiverText: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
 * const checked = await send.review({ network, from, token })
 * if (checked?.ok) await send.submit()
 */
export function createSendController(context: SendContext): SendController {
  const store = createStore<SendState>(initialSendState)
  // Clearing leaves `checking` to the check that runs, if one does.
  const { checking: _checking, ...emptyForm } = initialSendState
  const flow = createSendFlow({ send: context.send, emit: context.emit })
  let receivers: string[] = []
  let submitting: Promise<{ hash: string; preview: SendPreview }> | undefined
  let disposed = false

  /** Runs one check at a time, with `checking` on while it runs. */
  async function check<T>(run: () => Promise<T>): Promise<T | undefined> {
    if (disposed || store.getState().checking) return undefined
    store.setState({ checking: true })
    try {
      return await run()
    } finally {
      if (!disposed) store.setState({ checking: false })
    }
  }

  function remember(receiver: string): void {
    receivers = [receiver, ...receivers.filter((entry) => entry !== receiver)].slice(
      0,
      recentReceiversLimit,
    )
  }

  async function send(preview: SendPreview) {
    const { network, from, token, amount, receiver, fee } = preview
    const { hash } = await flow.submit({ network, from, token, amount, receiver, fee })
    if (!disposed) {
      remember(receiver)
      store.setState(emptyForm)
      flow.reset()
    }
    return { hash, preview }
  }

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe((state) => listener(state)),
    flow: { getState: flow.getState, subscribe: flow.subscribe },
    edit(changes) {
      if (!disposed) store.setState(changes)
    },
    review({ seenAddresses = [], ...account }) {
      return check(async () => {
        const own = account.from.toLowerCase()
        const { amountText, receiverText } = store.getState()
        const result = await prepareSend(context, {
          ...account,
          amountText,
          receiverText,
          recentAddresses: [...receivers, ...seenAddresses].filter(
            (entry) => entry && entry.toLowerCase() !== own,
          ),
        })
        if (result.ok && !disposed) store.setState({ preview: result.preview })
        return result
      })
    },
    fillMax(account) {
      return check(async (): Promise<FillMaxResult> => {
        const { receiverText } = store.getState()
        try {
          const amountText = await readMaxAmount(context, { ...account, receiverText })
          if (!disposed) store.setState({ amountText })
          return { ok: true, amountText }
        } catch {
          return { ok: false, field: 'amount', message: sendMessages.balanceUnknown }
        }
      })
    },
    lookUpName: (network, name) => context.resolveName(network, name),
    submit() {
      const { preview } = store.getState()
      if (!preview) {
        const reason = 'Nothing was reviewed: check the send first.'
        return Promise.reject(new SendParametersError(sendMessages.required, reason))
      }
      submitting ??= send(preview).finally(() => {
        submitting = undefined
      })
      return submitting
    },
    recentReceivers: () => receivers,
    clear() {
      store.setState(emptyForm)
    },
    dispose() {
      disposed = true
      receivers = []
      store.setState(initialSendState)
    },
  }
}
