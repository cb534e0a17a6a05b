import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { createInFlight, type InFlight } from './createInFlight.js'
import type { createPrompter } from './createPrompter.js'
import { createProviderEvents } from './createProviderEvents.js'
import { createSolanaSigning } from './createSolanaSigning.js'
import type { DevWalletSolanaOptions, SignedEntry } from './DevWalletOptions.js'
import { devWalletIconBase64 } from './devWalletIcon.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { remember, remembered } from './rememberedConnection.js'
import { type SolanaKey, solanaKey } from './solanaKey.js'

/**
 * What the Solana side shares with the EVM side: one prompt queue, one `signed()` list, one count
 * of prompting requests in flight (`control.settled()`).
 */
export interface SolanaDevWalletShared {
  name: string
  prompter: ReturnType<typeof createPrompter>
  signed: SignedEntry[]
  /** The EVM side's counter, so `control.settled()` sees both chains (a counter of its own if not). */
  inFlight?: InFlight
  autoApprove: boolean
}

/** The dev wallet's Solana side: its Wallet Standard wallet, and the account switch. */
export interface SolanaDevWallet {
  wallet: Wallet
  /** Picks `secretKeys[index]`, telling connected apps with a 'change' event; throws if none. */
  switchAccount(index: number): void
}

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/**
 * The dev wallet as a Wallet Standard Solana wallet: connect, disconnect and 'change' events, and
 * signing with the given keys (messages, transactions, and sending to `rpcUrl`), each asked through
 * the shared prompt unless `autoApprove`. A connected site is remembered in localStorage, so
 * `connect({ silent: true })` after a reload answers without asking.
 * @example
 * const { wallet } = createSolanaDevWallet({ rpcUrl, secretKeys }, { name, prompter, signed: [], inFlight, autoApprove: true })
 * registerWallet(wallet) // from @wallet-standard/wallet
 */
export function createSolanaDevWallet(
  options: DevWalletSolanaOptions,
  shared: SolanaDevWalletShared,
): SolanaDevWallet {
  const chain = (options.chain ?? 'solana:localnet') as IdentifierString
  const keys: SolanaKey[] = options.secretKeys.map((text, index) => solanaKey(text, index, chain))
  let [current] = keys
  if (!current) throw new Error('The sandbox wallet needs at least one Solana secret key.')
  const storageKey = `appkit-sandbox-wallet:solana:${current.account.address}`
  let connected = remembered(storageKey)
  let connecting = false
  const events = createProviderEvents()
  const inFlight = shared.inFlight ?? createInFlight()
  const accounts = (): readonly WalletAccount[] => (connected && current ? [current.account] : [])
  const setConnected = (value: boolean) => {
    connected = value
    remember(storageKey, value)
    events.emit('change', { accounts: accounts() })
  }

  const approve = async (title: string, lines: readonly string[]) => {
    if (shared.autoApprove) return
    if (!(await shared.prompter.ask({ title, lines: [location.host, ...lines] }))) {
      throw new ProviderRpcError(4001, 'User rejected the request.')
    }
  }
  const signing = createSolanaSigning({
    chain,
    rpcUrl: options.rpcUrl,
    approve,
    track: inFlight.track,
    record: (entry) => shared.signed.push(entry),
    signer: (account) => {
      if (!connected || !current)
        throw new ProviderRpcError(4100, 'Connect first (standard:connect).')
      if (account.address !== current.account.address) {
        throw new ProviderRpcError(
          4100,
          `This wallet's account is ${current.account.address}, not ${account.address}.`,
        )
      }
      return current
    },
  })

  const connect = async (input?: { silent?: boolean }) => {
    if (connected) return { accounts: accounts() }
    if (input?.silent) return { accounts: [] }
    // A second connect while the first prompt is open fails, as extensions answer it.
    if (connecting) throw new ProviderRpcError(-32002, 'A connection request is already pending.')
    connecting = true
    try {
      await approve('Connect to this site?', [`Solana account ${current?.account.address}`])
    } finally {
      connecting = false
    }
    setConnected(true)
    return { accounts: accounts() }
  }

  const features: Features = {
    'standard:connect': {
      version: '1.0.0',
      connect: (input) => inFlight.track(() => connect(input)),
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        if (connected) setConnected(false)
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        // Only 'change' exists; the cast is the listener's type for that one event.
        const heard = listener as unknown as (...args: unknown[]) => void
        events.on(event, heard)
        return () => events.removeListener(event, heard)
      },
    },
    ...signing,
  }

  const wallet: Wallet = Object.freeze({
    version: '1.0.0' as const,
    name: shared.name,
    icon: devWalletIconBase64,
    chains: Object.freeze([chain]),
    features,
    get accounts() {
      return accounts()
    },
  })
  return {
    wallet,
    switchAccount(index) {
      const next = keys[index]
      if (!next) throw new Error(`The sandbox wallet holds ${keys.length} Solana account(s).`)
      if (next === current) return
      current = next
      if (connected) events.emit('change', { accounts: accounts() })
    },
  }
}
