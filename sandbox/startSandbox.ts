import { numberToHex, parseEther } from 'viem'
import {
  type AnalyticsRecorder,
  startAnalyticsRecorder,
} from './analytics/startAnalyticsRecorder.js'
import type { SandboxBitcoin } from './bitcoin/startBitcoinLedger.js'
import { sandboxIdentities } from './blockchainApi/sandboxIdentities.js'
import { type BlockchainApi, startBlockchainApi } from './blockchainApi/startBlockchainApi.js'
import { seedChain } from './chain/seedChain.js'
import { type SandboxChain, startChain } from './chain/startChain.js'
import { forwardRpc } from './devWallet/forwardRpc.js'
import { createNameRegistry, type NameRegistry } from './names/createNameRegistry.js'
import { sandboxNames } from './names/sandboxNames.js'
import type { OnrampOrderBook } from './onramp/createOnrampOrderBook.js'
import type { OnrampProviderRecord } from './onramp/onrampTypes.js'
import { type OnrampProviders, startOnrampProviders } from './onramp/startOnrampProviders.js'
import type { Relay } from './relay/startRelay.js'
import { fundSolanaUser } from './secureSite/fundSolanaUser.js'
import { type SecureSite, startSecureSite } from './secureSite/startSecureSite.js'
import { deploySmartAccountFactory } from './smartAccount/smartAccountChain.js'
import { sandboxSolanaCaipNetworkId } from './solana/sandboxSolanaNetwork.js'
import type { SandboxSolana } from './solana/startSolanaValidator.js'
import { startWalletApi, type WalletApi } from './walletApi/startWalletApi.js'
import type { WcWallet } from './wcWallet/WcWallet.js'

/** The local chain ids the sandbox runs: two, so network switching is real. */
export const sandboxChainIds = [31337, 31338] as const

export interface Sandbox {
  chains: readonly SandboxChain[]
  /** The test ERC20 (SUSD), at the same address on every sandbox chain. */
  tokenAddress: `0x${string}`
  /** The test ERC-721 (Sandbox Critters, CRIT), at the same address on every sandbox chain. */
  nftAddress: `0x${string}`
  /** The second test ERC20 (Sandbox Euro, SEUR), at the same address on every sandbox chain. */
  euroTokenAddress: `0x${string}`
  /** The sandbox exchange (SandboxSwap, ETH/SUSD and SUSD/SEUR pools), same address on every chain. */
  swapAddress: `0x${string}`
  /**
   * The stand-in Wallet API. Its remote config (`/appkit/v1/config`) and analytics switch
   * (`/getAnalyticsConfig`) change from the next request on with `setRemoteFeature`,
   * `setRemoteConfig` and `setAnalyticsEnabled`; with `configDir` they are files (`configFiles`).
   */
  walletApi: WalletApi
  blockchainApi: BlockchainApi
  /**
   * The analytics recorder, to use as `services.analytics`: it takes `POST /e` and keeps the events
   * in order (`events()`, `waitForEvent(name)`, the page at `pageUrl`); `respondWith(403)`,
   * `respondWith('close')` simulate faults.
   */
  analytics: AnalyticsRecorder
  /**
   * The run's name service, which the Blockchain API's `/v1/profile/` calls answer from: dev
   * account 1 starts as `sandbox-friend.reown.id`; names registered in the run are added.
   */
  names: NameRegistry
  /** The loopback WalletConnect relay (`undefined` when `walletConnect: false`). */
  relay: Relay | undefined
  /**
   * A WalletConnect wallet on the relay: the dev key of account 0, both chains, approving every
   * session (`undefined` when `walletConnect: false`). Pair it with a dapp's `wc:` URI.
   */
  wcWallet: WcWallet | undefined
  /**
   * The stand-in secure site of email, social and Farcaster login (`undefined` when
   * `secureSite: false`), offering smart accounts on every sandbox chain. It frames for no page
   * until told: `secureSite.allowOrigin(appOrigin)` once the app's origin is known.
   */
  secureSite: SecureSite | undefined
  /** The local Solana validator (`undefined` unless started with `solana: true`). */
  solana?: SandboxSolana
  /**
   * The Bitcoin regtest ledger behind its Esplora API (`undefined` unless started with
   * `bitcoin: true`): dev accounts 0-4 funded (`bitcoinDevAccount(i)`), blocks mined each second
   * while transactions wait, `bitcoin.ledger.mine()` for more.
   */
  bitcoin?: SandboxBitcoin
  /**
   * The stand-in onramp providers (`undefined` when `onramp: false`): their records as
   * `/v1/onramp/providers` answers them (checkout origins in `url`), and their shared orders.
   */
  onramp: { providers: readonly OnrampProviderRecord[]; orders: OnrampOrderBook } | undefined
  stop(): Promise<void>
}

export interface StartSandboxOptions {
  /** Told each step as it starts, for progress output. */
  onStep?: (step: string) => void
  /** Checked between steps: a start-up that was cancelled stops what it started and throws. */
  signal?: AbortSignal
  /** Start the WalletConnect relay and wallet (default true). */
  walletConnect?: boolean
  /**
   * Start a local Solana validator, seeded with SOL and SUSD for the dev accounts (default false).
   * Needs `litesvm`, `@solana/web3.js` and `@solana/spl-token`.
   */
  solana?: boolean
  /**
   * Start the in-process Bitcoin regtest ledger with its Esplora-compatible API (default false),
   * with 1 BTC on the payment address of dev accounts 0-4 (account 0 in two outputs) and a small
   * amount on their ordinal addresses.
   */
  bitcoin?: boolean
  /**
   * Give dev account 0 a few fixed, sandbox-labelled history entries from previous years on
   * eip155:31337, after its live ones (default true), so the Activity tab groups by month and year.
   */
  archive?: boolean
  /**
   * Start the stand-in secure site of email, social and Farcaster login (default true), with the
   * smart-account factory deployed on every sandbox chain. Each new login gets a wallet holding
   * 10 ETH on every sandbox chain, its smart account 10 ETH too, and 10 SOL on the Solana
   * validator with `solana`.
   */
  secureSite?: boolean
  /**
   * Where the secure site keeps each email's key between runs (`appkit dev`: the project's
   * `.appkit/secure-site`); in memory when absent.
   */
  dataDir?: string
  /**
   * Where the Wallet API's editable answers live (`appkit dev`: the project's `.appkit/`):
   * `remote-config.json` and `analytics-config.json`, created with `appkit dev`'s defaults (remote
   * multi-wallet on) when missing, never overwritten, read on every request. In memory when absent,
   * starting from the test fixture (multi-wallet off).
   */
  configDir?: string
  /**
   * Told what went wrong without stopping anything (a new email login wallet left unfunded, an
   * edited config file that is not JSON).
   */
  onWarning?: ((text: string) => void) | undefined
  /**
   * Start the two stand-in onramp providers, Sandbox Pay and Loopback Ramp, and answer the
   * Blockchain API's onramp calls from them (default true).
   */
  onramp?: boolean
  /** How long a paid onramp order stays in progress before the provider sends it (default 3000 ms). */
  onrampDeliveryDelayMs?: number
  /**
   * The name service's test-only settings. `reverseClaims`: address -> a name registered to
   * another address, which the reverse call then lists first for that address anyway (a lying
   * reverse record), e.g. `{ [devAccount2]: 'sandbox-friend.reown.id' }`; the kit must not show it.
   */
  names?: { reverseClaims?: Record<string, string> }
}

/**
 * Starts the offline stack that `appkit dev` and the tests share: two anvil chains seeded with the
 * test token and some transfers, the stand-in Wallet API and the stand-in Blockchain API, an
 * analytics recorder (what the app sends to `services.analytics`), the stand-in secure site of email login (each new user funded on every chain), a name service
 * (`<name>.reown.id`, registered through the Blockchain API's `/v1/profile/` calls), and a loopback
 * WalletConnect relay with a wallet on it that auto-approves; with `solana: true`, a local
 * Solana validator too. On any failure (or cancellation) everything already started is stopped before the error is thrown.
 *
 * Onramp (buy crypto), unless `onramp: false`: two stand-in providers on loopback, Sandbox Pay
 * (`sandboxpay`, 1% + 0.10 network fee, every network) and Loopback Ramp (`loopbackramp`, 1.5% +
 * 0.5% network fee capped at 2.00, not on 31338). Each serves a checkout page for the orders the
 * Blockchain API's URL generator makes; test card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is
 * declined. A paid order is sent `onrampDeliveryDelayMs` later from the provider's hot wallet (dev
 * account 8 or 9 on the EVM chains, a key of its own on Solana): exactly the quoted ETH, SUSD or
 * SOL, then listed as succeeded by the history with `onramp=<name>`.
 * @example const sandbox = await startSandbox(); ...; await sandbox.stop()
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<Sandbox> {
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
  }
  const step = (text: string) => {
    options.signal?.throwIfAborted()
    options.onStep?.(text)
  }
  // Started alongside the chains (it takes about a second) and awaited once they are seeded.
  let solanaStarting: Promise<SandboxSolana> | undefined
  try {
    if (options.solana) {
      step('starting the local Solana validator')
      solanaStarting = import('./solana/startSolanaValidator.js').then((module) =>
        module.startSolanaValidator(),
      )
      // Awaited below; a failure while the chains start must not go unhandled meanwhile.
      solanaStarting.catch(() => undefined)
    }
    step(`starting local chains ${sandboxChainIds.join(' and ')}`)
    const chains = await Promise.all(
      sandboxChainIds.map(async (chainId) => {
        const chain = await startChain({ chainId })
        stops.push(() => chain.stop())
        return chain
      }),
    )
    step('deploying the test tokens, NFT and exchange and seeding transfers')
    const seeded = await Promise.all(chains.map((chain) => seedChain(chain)))
    const first = seeded[0]
    if (!first) throw new Error('seeding returned no contract addresses')
    const { tokenAddress, nftAddress, euroTokenAddress, swapAddress } = first
    const solana = await solanaStarting
    if (solana) stops.push(() => solana.stop())
    const bitcoin = options.bitcoin ? await startBitcoin(step) : undefined
    if (bitcoin) stops.push(() => bitcoin.stop())
    let onramp: OnrampProviders | undefined
    if (options.onramp !== false) {
      step('starting the stand-in onramp providers')
      onramp = await startOnrampProviders({
        chains,
        tokenAddress,
        solana: solana && { rpcUrl: solana.rpcUrl, caipNetworkId: sandboxSolanaCaipNetworkId },
        deliveryDelayMs: options.onrampDeliveryDelayMs,
        onWarning: options.onWarning,
      })
      const started = onramp
      stops.push(() => started.close())
    }
    step('starting the stand-in Wallet API, Blockchain API and analytics recorder')
    const walletApi = await startWalletApi({
      configDir: options.configDir,
      onWarning: options.onWarning,
    })
    stops.push(() => walletApi.close())
    const analytics = await startAnalyticsRecorder()
    stops.push(() => analytics.close())
    const names = createNameRegistry({
      chainIds: sandboxChainIds,
      seeds: sandboxNames(chains[0]?.accounts ?? []),
      ...(options.names?.reverseClaims && { reverseClaims: options.names.reverseClaims }),
    })
    const blockchainApi = await startBlockchainApi({
      chains: chains.map((chain) => ({
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        tokenAddress,
        nftAddress,
        euroTokenAddress,
        swapAddress,
      })),
      // Names and avatars for dev accounts 0 and 1, so the account hub shows an identity.
      identities: sandboxIdentities(chains[0]?.accounts ?? []),
      archive: options.archive ?? true,
      // Solana balances come from the validator, awaited above.
      ...(solana && {
        solana: {
          rpcUrl: solana.rpcUrl,
          caipNetworkId: sandboxSolanaCaipNetworkId,
          tokenMint: solana.tokenMint,
        },
      }),
      // Bitcoin balances come from the regtest ledger, in process.
      ...(bitcoin && { bitcoin: { ledger: bitcoin.ledger, caipNetworkId: bitcoin.caipNetworkId } }),
      ...(onramp && { onramp }),
      names,
    })
    stops.push(() => blockchainApi.close())
    let secureSite: SecureSite | undefined
    if (options.secureSite !== false) {
      step('starting the stand-in secure site (email login)')
      // The embedded wallet's smart accounts: the factory at one address on every chain, so a
      // user's smart account has one address everywhere.
      const factories = await Promise.all(
        chains.map((chain) => deploySmartAccountFactory(chain.rpcUrl)),
      )
      secureSite = await startSecureSite({
        // None yet: the app's origin is allowed once its server listens (`allowOrigin`).
        allowedOrigins: [],
        dataDir: options.dataDir,
        chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl])),
        ...(factories[0] && {
          smartAccounts: { factory: factories[0], chainIds: chains.map((chain) => chain.chainId) },
        }),
        // Both of the user's EVM accounts: its key's, which pays the gas of its smart account's
        // transactions, and the smart account, whose balance the app sees.
        onFirstLogin: (address, { smartAccount }) =>
          fundUser(chains, address, smartAccount, options.onWarning),
        // The validator is ready: awaited above. Each new user gets 10 SOL on it.
        ...(solana && {
          solana: { rpcUrl: solana.rpcUrl, caipNetworkId: sandboxSolanaCaipNetworkId },
          onFirstSolanaLogin: (address: string) =>
            fundSolanaUser(solana.rpcUrl, address, options.onWarning),
        }),
      })
      const started = secureSite
      stops.push(() => started.close())
    }
    const walletConnect =
      options.walletConnect === false
        ? undefined
        : await startWalletConnect(chains, stops, step, solana?.rpcUrl, bitcoin)
    options.signal?.throwIfAborted()
    return {
      chains,
      tokenAddress,
      nftAddress,
      euroTokenAddress,
      swapAddress,
      walletApi,
      blockchainApi,
      analytics,
      names,
      relay: walletConnect?.relay,
      wcWallet: walletConnect?.wallet,
      secureSite,
      ...(solana && { solana }),
      ...(bitcoin && { bitcoin }),
      onramp: onramp && { providers: onramp.providers, orders: onramp.orders },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    await solanaStarting?.then(
      (solana) => solana.stop(),
      () => undefined,
    )
    throw error
  }
}

/**
 * The relay and its wallet. Imported on demand: `ws` and the wallet side (the sign client) load
 * only for `appkit dev` and the tests, never for the commands that do not serve an app.
 */
async function startWalletConnect(
  chains: readonly SandboxChain[],
  stops: (() => Promise<void>)[],
  step: (text: string) => void,
  solanaRpcUrl: string | undefined,
  bitcoin: SandboxBitcoin | undefined,
): Promise<{ relay?: Relay; wallet?: WcWallet }> {
  step('starting the WalletConnect relay and wallet')
  const relayModule = await import('./relay/startRelay.js')
  const relay = await relayModule.startRelay()
  stops.push(() => relay.close())
  const walletModule = await import('./wcWallet/startWcWallet.js')
  const account = chains[0]?.accounts[0]
  if (!account) return { relay }
  const wallet = await walletModule.startWcWallet({
    relayUrl: relay.url,
    // The loopback relay takes any project id; this one only has to be well-formed.
    projectId: '00000000000000000000000000000000',
    privateKey: account.privateKey,
    chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    autoApprove: true,
    // With `solana: true` the wallet sends Solana transactions to the local validator.
    ...(solanaRpcUrl && { solanaRpcUrl }),
    // With `bitcoin: true` it approves bip122 with dev account 0's payment and ordinal keys.
    ...(bitcoin && {
      bitcoin: {
        esploraUrl: bitcoin.url,
        caipNetworkId: bitcoin.caipNetworkId,
        accounts: [await bitcoinDevKeys(0)],
      },
    }),
  })
  stops.push(() => wallet.close())
  return { relay, wallet }
}

/** The sats each funded Bitcoin dev account holds: 1 BTC on its payment address. */
const bitcoinPaymentFunding = 100_000_000n
/** And on its ordinal address: a small output, as an inscription would sit on. */
const bitcoinOrdinalFunding = 10_000n
/** How many Bitcoin dev accounts are funded at start. */
const fundedBitcoinAccounts = 5

/** The private keys (hex) of Bitcoin dev account `index`, as the wallets take them. */
async function bitcoinDevKeys(index: number): Promise<{ payment: string; ordinal: string }> {
  const { bitcoinDevAccount } = await import('./bitcoin/bitcoinDevAccounts.js')
  const account = bitcoinDevAccount(index)
  return { payment: account.payment.privateKey, ordinal: account.ordinal.privateKey }
}

/**
 * The regtest ledger, imported on demand (btc-signer loads only when Bitcoin is asked for), with
 * the dev accounts funded: account 0's BTC in two outputs, so a send spends more than one.
 */
async function startBitcoin(step: (text: string) => void): Promise<SandboxBitcoin> {
  step('starting the Bitcoin regtest ledger')
  const [{ startBitcoinLedger }, { bitcoinDevAccount }] = await Promise.all([
    import('./bitcoin/startBitcoinLedger.js'),
    import('./bitcoin/bitcoinDevAccounts.js'),
  ])
  const fund = Array.from({ length: fundedBitcoinAccounts }, (_, index) => {
    const account = bitcoinDevAccount(index)
    const payment =
      index === 0
        ? [(bitcoinPaymentFunding * 3n) / 4n, bitcoinPaymentFunding / 4n]
        : [bitcoinPaymentFunding]
    return [
      ...payment.map((sats) => ({ address: account.payment.address, sats })),
      { address: account.ordinal.address, sats: bitcoinOrdinalFunding },
    ]
  }).flat()
  return startBitcoinLedger({ fund })
}

/** What a new email login wallet holds on each sandbox chain: enough to pay gas and send some. */
const userBalance = numberToHex(parseEther('10'))

/**
 * Gives the embedded wallet `address` and its smart account (when the site offers one) 10 ETH
 * each on every chain (anvil's `anvil_setBalance`). Never throws: a chain that refuses is
 * reported through `onWarning`, once per chain, and the login it follows goes on.
 */
async function fundUser(
  chains: readonly SandboxChain[],
  address: `0x${string}`,
  smartAccount: `0x${string}` | undefined,
  onWarning: ((text: string) => void) | undefined,
): Promise<void> {
  const fund = (rpcUrl: string, account: `0x${string}`) =>
    forwardRpc(rpcUrl, 'anvil_setBalance', [account, userBalance], { timeoutMs: 5_000 })
  await Promise.all(
    chains.map(async (chain) => {
      try {
        await Promise.all([
          fund(chain.rpcUrl, address),
          smartAccount && fund(chain.rpcUrl, smartAccount),
        ])
      } catch (error) {
        const also = smartAccount ? ` (nor its smart account ${smartAccount})` : ''
        onWarning?.(
          `the embedded wallet ${address} got no ETH on chain ${chain.chainId}${also} (${error instanceof Error ? error.message : String(error)}); send it some from the dev wallet to pay gas there`,
        )
      }
    }),
  )
}
