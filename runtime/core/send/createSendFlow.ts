import { formatUnits } from 'viem'
import type { BaseError } from '../errors/BaseError.js'
import { createStore, toBaseError } from '../kernel.js'
import type { SendEvents, SendEventTransfer } from './SendEvents.js'
import { SendConfirmationError, TransactionRejectedError } from './sendErrors.js'
import type { SendTokensParameters } from './sendTokens.js'

/** Where a send stands, for the view. */
export interface SendFlowState {
  /**
   * idle: nothing sent (also after the user declined in the wallet, SECURITY.md: 4001 back to
   * idle, with `error` set); sending: the wallet is asked; sent: a hash is known; failed: it
   * failed without a hash.
   */
  status: 'idle' | 'sending' | 'sent' | 'failed'
  hash: string | undefined
  error: BaseError | undefined
}

export interface CreateSendFlowOptions {
  /** Sends one transfer: `(parameters) => sendTokens(appKit, parameters)`. */
  send: (parameters: SendTokensParameters) => Promise<{ hash: string }>
  /** Receives the send events (the kit's emitter, analytics). */
  emit: <Name extends keyof SendEvents>(name: Name, payload: SendEvents[Name]) => void
}

export interface SendFlow {
  getState(): SendFlowState
  subscribe(listener: (state: SendFlowState) => void): () => void
  /**
   * Sends once: a call while one is in flight returns that same promise without asking the wallet
   * again, and once a hash is known every call returns it until `reset()`: nothing is resubmitted
   * automatically (SECURITY.md "Sending").
   */
  submit(parameters: SendTokensParameters): Promise<{ hash: string }>
  /** Starts over for a new send (the user asked for one); ignored while a send is in flight. */
  reset(): void
}

function describe(parameters: SendTokensParameters): SendEventTransfer {
  const { network, token, amount } = parameters
  const decimals = Number(token?.quantity.decimals ?? network.nativeCurrency.decimals)
  return {
    namespace: network.chainNamespace,
    caipNetworkId: network.caipNetworkId,
    token: token?.symbol ?? network.nativeCurrency.symbol,
    ...(token?.address ? { tokenAddress: token.address } : {}),
    amount: amount === undefined ? '0' : formatUnits(amount, decimals),
  }
}

const initial: SendFlowState = { status: 'idle', hash: undefined, error: undefined }

/**
 * The one-send-at-a-time state of the Send view, outside React: one wallet prompt per click
 * however often it is clicked, events around the prompt, and the hash kept once known.
 * @example
 * const flow = createSendFlow({ send: (p) => sendTokens(appKit, p), emit: appKit.events.emit })
 * await flow.submit({ network, from, token, amount, receiver })
 */
export function createSendFlow(options: CreateSendFlowOptions): SendFlow {
  const store = createStore<SendFlowState>(initial)
  let current: Promise<{ hash: string }> | undefined

  async function run(parameters: SendTokensParameters): Promise<{ hash: string }> {
    const transfer = describe(parameters)
    store.setState({ status: 'sending', hash: undefined, error: undefined })
    options.emit('sendInitiated', transfer)
    try {
      const { hash } = await options.send(parameters)
      store.setState({ status: 'sent', hash })
      options.emit('sendSuccess', { ...transfer, hash })
      return { hash }
    } catch (raw) {
      const error = toBaseError(raw)
      if (error instanceof SendConfirmationError) {
        // The wallet sent it; only its fate is unknown. Keep the hash, never send it again.
        store.setState({ status: 'sent', hash: error.hash, error })
        options.emit('sendSuccess', { ...transfer, hash: error.hash })
        return { hash: error.hash }
      }
      const declined = error instanceof TransactionRejectedError
      store.setState({ status: declined ? 'idle' : 'failed', error })
      current = undefined
      throw error
    }
  }

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe((state) => listener(state)),
    submit(parameters) {
      current ??= run(parameters)
      return current
    },
    reset() {
      if (store.getState().status === 'sending') return
      current = undefined
      store.setState(initial)
    },
  }
}
