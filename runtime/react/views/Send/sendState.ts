import type { CaipNetwork } from '../../../../schema/index.js'
import {
  type AppKit,
  createStore,
  type loadSend,
  type Store,
  type TokenBalance,
} from '../../../core/kernel.js'

type SendFee = Awaited<ReturnType<Awaited<ReturnType<typeof loadSend>>['estimateSendFee']>>

/** A checked send, waiting for the user to confirm it. */
export interface SendPreview {
  network: CaipNetwork
  from: string
  token: TokenBalance
  /** In the token's smallest units. */
  amount: bigint
  /** As the user typed it, normalized (what the events report). */
  amountText: string
  receiver: string
  /** The name the receiver was typed as, when it was resolved from one. */
  receiverName?: string
  /** The estimated network fee (native smallest units), passed on to the wallet request. */
  fee: SendFee
  warnings: readonly string[]
}

/** SPEC section 3's send state: what the form holds, and the send being confirmed. */
export interface SendState {
  /** The chosen token: its CAIP-10 address, or 'native'. */
  tokenKey: string | undefined
  amountText: string
  receiverText: string
  preview: SendPreview | undefined
}

const initial: SendState = {
  tokenKey: undefined,
  amountText: '',
  receiverText: '',
  preview: undefined,
}

const stores = new WeakMap<AppKit, Store<SendState>>()

/**
 * The send state of one kit: it outlives the views, so Back from the confirmation returns to a
 * filled form, and it is cleared after a successful send (SPEC section 4).
 * @example sendStateOf(appKit).setState({ amountText: '0.5' })
 */
export function sendStateOf(appKit: AppKit): Store<SendState> {
  let store = stores.get(appKit)
  if (!store) {
    store = createStore<SendState>(initial)
    stores.set(appKit, store)
  }
  return store
}

type SendModule = Awaited<ReturnType<typeof loadSend>>
type SendFlow = ReturnType<SendModule['createSendFlow']>

const flows = new WeakMap<AppKit, SendFlow>()

/**
 * The kit's one send flow: it outlives the views, so a send whose wallet prompt is still open
 * when the modal closes is the one the confirmation finds again, never a second one.
 */
export function sendFlowOf(appKit: AppKit, send: SendModule): SendFlow {
  let flow = flows.get(appKit)
  if (!flow) {
    flow = send.createSendFlow({
      send: (parameters) => send.sendTokens(appKit, parameters),
      // The send events are the kit's own (AppKitEvents lists SendEvents' payloads by name).
      emit: (name, payload) => appKit.events.emit(name, ...([payload] as never)),
    })
    flows.set(appKit, flow)
  }
  return flow
}

const receivers = new WeakMap<AppKit, string[]>()

/** Who this kit sent to lately, newest first (at most 10), for the look-alike warning. */
export function recentReceiversOf(appKit: AppKit): readonly string[] {
  return receivers.get(appKit) ?? []
}

/** Remembers a receiver the user sent to. */
export function rememberReceiver(appKit: AppKit, receiver: string): void {
  const list = (receivers.get(appKit) ?? []).filter((entry) => entry !== receiver)
  receivers.set(appKit, [receiver, ...list].slice(0, 10))
}

/** Empties the form and forgets the confirmation. */
export function clearSendState(appKit: AppKit): void {
  sendStateOf(appKit).setState(initial)
}

/** The key a token is chosen by in the form. */
export function tokenKeyOf(token: TokenBalance): string {
  return token.address ?? 'native'
}
