import {
  answerBitcoinDevWalletRequest,
  type BitcoinDevWalletContext,
  listed,
} from './answerBitcoinDevWalletRequest.js'
import { type BitcoinAccount, bitcoinAccount } from './bitcoinKeys.js'
import { bitcoinNetworkOf, regtestCaipNetworkId } from './bitcoinNetwork.js'
import { createInFlight, type InFlight } from './createInFlight.js'
import type { createPrompter } from './createPrompter.js'
import { createProviderEvents } from './createProviderEvents.js'
import type { DevWalletBitcoinOptions, SignedEntry } from './DevWalletOptions.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { remember, remembered } from './rememberedConnection.js'

/** What the Bitcoin side shares with the other sides: one prompt, one signed list, one counter. */
export interface BitcoinDevWalletShared {
  prompter: ReturnType<typeof createPrompter>
  signed: SignedEntry[]
  inFlight?: InFlight
  autoApprove: boolean
}

/** A WBIP004 JSON-RPC answer. */
export type BitcoinRpcResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/** The events a page may listen to. */
export type BitcoinProviderEvent = 'accountChange' | 'networkChange' | 'disconnect'

/** The WBIP004 provider the wallet installs (`window.SandboxWalletBitcoin`). */
export interface BitcoinDevWalletProvider {
  request(method: string, params?: unknown): Promise<BitcoinRpcResponse>
  /** Calls `listener` on each `event`; returns the unsubscribe function. */
  addListener(event: BitcoinProviderEvent, listener: (event: unknown) => void): () => void
}

/** The dev wallet's Bitcoin side: its provider, and the account switch. */
export interface BitcoinDevWallet {
  provider: BitcoinDevWalletProvider
  /** Throws, changing nothing, when the wallet holds no Bitcoin account `index`. */
  checkAccount(index: number): void
  /** Picks `accounts[index]`, telling a connected site with 'accountChange'. */
  switchAccount(index: number): void
}

// The methods that may prompt: counted in flight (`control.settled()`).
const prompting = new Set(['getAccounts', 'signMessage', 'sendTransfer', 'signPsbt'])

/**
 * The Sandbox Wallet's Bitcoin side as a WBIP004 (sats-connect) provider: payment (P2WPKH) and
 * ordinal (P2TR) addresses of each account's keys on `caipNetworkId`'s network, consent through
 * the shared prompt unless `autoApprove`, transfers paid from the payment address's UTXOs at the
 * ledger `esploraUrl`. `request` always resolves, with `result` or `error`. A connected site is
 * remembered in localStorage, so `wallet_getAccount` answers after a reload.
 * @example
 * const bitcoin = createBitcoinDevWallet({ esploraUrl, accounts: [{ payment, ordinal }] }, shared)
 * await bitcoin.provider.request('getAccounts', { purposes: ['payment', 'ordinals'] })
 */
export function createBitcoinDevWallet(
  options: DevWalletBitcoinOptions,
  shared: BitcoinDevWalletShared,
): BitcoinDevWallet {
  const caipNetworkId = options.caipNetworkId ?? regtestCaipNetworkId
  const network = bitcoinNetworkOf(caipNetworkId)
  if (typeof options.esploraUrl !== 'string' || !/^https?:\/\//.test(options.esploraUrl)) {
    throw new Error(
      `bitcoin.esploraUrl must be an http(s) Esplora base URL, got ${JSON.stringify(options.esploraUrl)}.`,
    )
  }
  const accounts: BitcoinAccount[] = (options.accounts ?? []).map((keys, index) =>
    bitcoinAccount(keys, network, `bitcoin.accounts[${index}]`),
  )
  const [first] = accounts
  if (!first)
    throw new Error('The sandbox wallet needs at least one Bitcoin account (bitcoin.accounts).')
  let index = 0
  let current = first
  const storageKey = `appkit-sandbox-wallet:bitcoin:${first.payment.address}`
  let connected = remembered(storageKey)
  let connecting: Promise<void> | undefined
  const events = createProviderEvents()
  const inFlight = shared.inFlight ?? createInFlight()
  const addresses = () => [listed(current.payment), listed(current.ordinal)]

  const approve = async (title: string, lines: readonly string[]) => {
    if (shared.autoApprove) return
    if (!(await shared.prompter.ask({ title, lines: [location.host, ...lines] }))) {
      throw new ProviderRpcError(-32000, 'User rejected the request.')
    }
  }
  let transfers: Promise<unknown> = Promise.resolve()
  const context: BitcoinDevWalletContext = {
    network,
    caipNetworkId,
    esploraUrl: options.esploraUrl,
    account: () => ({ index, keys: current }),
    connected: () => connected,
    async connect(lines) {
      if (connected) return
      // A second getAccounts while the prompt is open waits for the same answer.
      connecting ??= approve('Connect to this site?', lines).finally(() => {
        connecting = undefined
      })
      await connecting
      connected = true
      remember(storageKey, true)
    },
    renounce() {
      if (!connected) return
      connected = false
      remember(storageKey, false)
      events.emit('disconnect', { type: 'disconnect' })
    },
    approve,
    record: (entry) => shared.signed.push(entry),
    serial(run) {
      const next = transfers.then(run)
      transfers = next.catch(() => undefined)
      return next
    },
  }

  let nextId = 0
  const provider: BitcoinDevWalletProvider = {
    async request(method, params) {
      nextId += 1
      const id = `sandbox-bitcoin-${nextId}`
      try {
        const run = () => answerBitcoinDevWalletRequest(String(method), params, context)
        const result = await (prompting.has(method) ? inFlight.track(run) : run())
        return { jsonrpc: '2.0', id, result }
      } catch (error) {
        const code = error instanceof ProviderRpcError ? error.code : -32603
        const message = error instanceof Error ? error.message : String(error)
        return { jsonrpc: '2.0', id, error: { code, message } }
      }
    },
    addListener(event, listener) {
      events.on(event, listener)
      return () => events.removeListener(event, listener)
    },
  }

  const checkAccount = (next: number) => {
    if (!accounts[next])
      throw new Error(`The sandbox wallet holds ${accounts.length} Bitcoin account(s).`)
  }
  return {
    provider,
    checkAccount,
    switchAccount(next) {
      checkAccount(next)
      const chosen = accounts[next] as BitcoinAccount
      index = next
      if (chosen === current) return
      current = chosen
      if (connected) events.emit('accountChange', { type: 'accountChange', addresses: addresses() })
    },
  }
}
