import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { type BitcoinDevWalletProvider, createBitcoinDevWallet } from './createBitcoinDevWallet.js'
import { createDevWalletProvider } from './createDevWalletProvider.js'
import { createInFlight } from './createInFlight.js'
import { createPrompter } from './createPrompter.js'
import { createSolanaDevWallet } from './createSolanaDevWallet.js'
import type {
  DevWalletControl,
  DevWalletOptions,
  Eip1193Provider,
  SignedEntry,
} from './DevWalletOptions.js'
import { devWalletIcon } from './devWalletIcon.js'

/** EIP-6963 `info` of the dev wallet. */
export interface DevWalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/** The installed dev wallet. */
export interface DevWallet {
  info: DevWalletInfo
  provider: Eip1193Provider & { control: DevWalletControl }
  /** Its Wallet Standard Solana wallet, when installed with `solana`. */
  solana?: Wallet
  /** Its WBIP004 Bitcoin provider (`window.SandboxWalletBitcoin`), when installed with `bitcoin`. */
  bitcoin?: BitcoinDevWalletProvider
}

/** Where the Bitcoin provider lives on `window`: WBIP004's `id`, a property path. */
const bitcoinProviderId = 'SandboxWalletBitcoin'

/** The WBIP004 methods the Bitcoin side answers, as `btc_providers` lists them. */
const bitcoinMethods = [
  'getAccounts',
  'wallet_getAccount',
  'wallet_renouncePermissions',
  'signMessage',
  'sendTransfer',
  'signPsbt',
]

/** Puts the provider on `window` and adds it to `window.btc_providers`, keeping other wallets'. */
function installBitcoinProvider(provider: BitcoinDevWalletProvider, name: string): void {
  const host = window as unknown as Record<string, unknown>
  host[bitcoinProviderId] = provider
  const listed = Array.isArray(host.btc_providers) ? (host.btc_providers as unknown[]) : []
  host.btc_providers = listed
  const entry = {
    id: bitcoinProviderId,
    name,
    icon: devWalletIcon,
    methods: bitcoinMethods,
  }
  const at = listed.findIndex((each) => (each as { id?: unknown } | null)?.id === bitcoinProviderId)
  if (at >= 0) listed[at] = entry
  else listed.push(entry)
}

function uuid(): string {
  // randomUUID exists only in secure contexts; an http page on a LAN address is not one.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Installs the sandbox's browser dev wallet in this page, as an extension would: builds its
 * EIP-1193 provider and announces it over EIP-6963 now and on every `eip6963:requestProvider`.
 * With `solana`, the same wallet also registers as a Wallet Standard Solana wallet, and with
 * `bitcoin` installs a WBIP004 provider at `window.SandboxWalletBitcoin` (listed in
 * `window.btc_providers`), all sharing the prompt, `control.signed()`, `control.settled()` and
 * `control.switchAccount`, as multi-chain wallets do.
 * Browser code only; pages get it as one script from `buildDevWalletScript`.
 * @example
 * const { provider } = devWallet({ privateKey, chains: { 31337: 'http://127.0.0.1:8545' } })
 */
export function devWallet(options: DevWalletOptions): DevWallet {
  const info: DevWalletInfo = Object.freeze({
    uuid: uuid(),
    name: 'Sandbox Wallet',
    icon: devWalletIcon,
    rdns: 'dev.appkit.sandbox',
  })
  const prompter = createPrompter(info.name)
  const signed: SignedEntry[] = []
  const inFlight = createInFlight()
  const solana =
    options.solana &&
    createSolanaDevWallet(options.solana, {
      name: info.name,
      prompter,
      signed,
      inFlight,
      autoApprove: options.autoApprove === true,
    })
  const bitcoin =
    options.bitcoin &&
    createBitcoinDevWallet(options.bitcoin, {
      prompter,
      signed,
      inFlight,
      autoApprove: options.autoApprove === true,
    })
  // Every side checks the index before any side moves: a missing account switches none.
  const switchAccount = (index: number) => {
    bitcoin?.checkAccount(index)
    solana?.switchAccount(index)
    bitcoin?.switchAccount(index)
  }
  const provider = createDevWalletProvider(options, info.name, {
    prompter,
    signed,
    inFlight,
    ...((solana || bitcoin) && { switchAccount }),
  })
  const detail = Object.freeze({ info, provider })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  if (options.windowEthereum) Object.assign(window, { ethereum: provider })
  if (bitcoin) installBitcoinProvider(bitcoin.provider, info.name)
  if (solana) registerWallet(solana.wallet)
  return {
    info,
    provider,
    ...(solana && { solana: solana.wallet }),
    ...(bitcoin && { bitcoin: bitcoin.provider }),
  }
}
