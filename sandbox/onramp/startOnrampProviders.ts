import type { Address } from 'viem'
import { devAccounts } from '../chain/devAccounts.js'
import { createEvmSender, type OnrampSender } from './createEvmSender.js'
import { createOnrampOrderBook, type OnrampOrderBook } from './createOnrampOrderBook.js'
import { createSolanaSender } from './createSolanaSender.js'
import type { OnrampNetwork, OnrampOrder } from './onrampTypes.js'
import type { OnrampMarket } from './readOnrampInput.js'
import { onrampSolanaKey, sandboxOnrampProviders } from './sandboxOnrampProviders.js'
import { type OnrampProvider, startOnrampProvider } from './startOnrampProvider.js'

export interface StartOnrampProvidersOptions {
  /** The EVM sandbox chains, e.g. `sandbox.chains`. */
  chains: readonly { chainId: number; rpcUrl: string }[]
  /** The sandbox token (SUSD), at the same address on every chain (`seedChain`). */
  tokenAddress: Address
  /** The local Solana validator, when the sandbox runs one: SOL is sold there too. */
  solana?: { rpcUrl: string; caipNetworkId: string } | undefined
  /** How long a paid order stays in progress before it is sent (default 3000 ms). */
  deliveryDelayMs?: number | undefined
  /** Told what went wrong without stopping anything (a failed delivery, an unfunded wallet). */
  onWarning?: ((text: string) => void) | undefined
}

/** The running stand-in providers: what the Blockchain API stand-in's `onramp` option takes. */
export interface OnrampProviders extends OnrampMarket {
  /** Both providers' orders. */
  orders: OnrampOrderBook
  /** Each provider's hot wallet address, by provider name and then CAIP-2 network. */
  hotWallets: Readonly<Record<string, Readonly<Record<string, string>>>>
  close(): Promise<void>
}

function toNetworks(options: StartOnrampProvidersOptions): OnrampNetwork[] {
  const networks: OnrampNetwork[] = options.chains.map((chain) => ({
    namespace: 'eip155',
    caipNetworkId: `eip155:${chain.chainId}`,
    chainId: chain.chainId,
    name: `Anvil ${chain.chainId}`,
    rpcUrl: chain.rpcUrl,
    tokenAddress: options.tokenAddress,
  }))
  if (options.solana) {
    networks.push({
      namespace: 'solana',
      caipNetworkId: options.solana.caipNetworkId,
      name: 'Solana Localnet',
      rpcUrl: options.solana.rpcUrl,
    })
  }
  return networks
}

/**
 * Starts the sandbox's two stand-in onramp providers on loopback (`sandboxOnrampProviders`:
 * Sandbox Pay and Loopback Ramp), sharing one order book. Each delivers from its own hot wallet:
 * dev account 8 (Sandbox Pay) or 9 (Loopback Ramp) on the EVM chains, which tops up its SUSD from
 * the token's faucet as needed, and a key of its own on Solana, airdropped 1000 SOL now (a failed
 * airdrop is a warning: the first delivery tries again).
 * @example
 * const onramp = await startOnrampProviders({ chains: sandbox.chains, tokenAddress: sandbox.tokenAddress })
 * onramp.providers[0].url // 'http://127.0.0.1:PORT'
 * await onramp.close()
 */
export async function startOnrampProviders(
  options: StartOnrampProvidersOptions,
): Promise<OnrampProviders> {
  const networks = toNetworks(options)
  const orders = createOnrampOrderBook()
  const started: OnrampProvider[] = []
  const hotWallets: Record<string, Record<string, string>> = {}
  const networkName = (id: string) =>
    networks.find((network) => network.caipNetworkId === id)?.name ?? id
  try {
    for (const provider of sandboxOnrampProviders) {
      const served = networks.filter(
        (network) => !provider.unsupportedNetworks.includes(network.caipNetworkId),
      )
      const senders = new Map<string, OnrampSender>()
      for (const network of served) {
        if (network.namespace === 'eip155') {
          const account = devAccounts()[provider.evmAccountIndex]
          if (!account) throw new Error(`no dev account ${provider.evmAccountIndex}`)
          senders.set(network.caipNetworkId, createEvmSender(network, account.privateKey))
        } else {
          const key = onrampSolanaKey(provider.name)
          const sender = createSolanaSender(network, key.secretKey, key.address)
          await sender.fund().catch((error: unknown) => {
            options.onWarning?.(
              `${provider.label}'s Solana hot wallet ${key.address} got no SOL (${error instanceof Error ? error.message : String(error)}); its first delivery tries again`,
            )
          })
          senders.set(network.caipNetworkId, sender)
        }
      }
      hotWallets[provider.name] = Object.fromEntries(
        [...senders].map(([network, sender]) => [network, sender.address]),
      )
      const deliver = async (order: OnrampOrder) => {
        const sender = senders.get(order.network)
        if (!sender) throw new Error(`${provider.label} does not deliver on ${order.network}`)
        return { hash: await sender.send(order), sentFrom: sender.address }
      }
      started.push(
        await startOnrampProvider({
          name: provider.name,
          label: provider.label,
          feeRange: provider.feeRange,
          accent: provider.accent,
          supportedChains: served.map((network) => network.caipNetworkId),
          networkName,
          orders,
          deliver,
          deliveryDelayMs: options.deliveryDelayMs,
          onWarning: options.onWarning,
        }),
      )
    }
  } catch (error) {
    await Promise.all(started.map((provider) => provider.close()))
    throw error
  }
  return {
    providers: started.map((provider) => provider.record),
    networks,
    fees: Object.fromEntries(
      sandboxOnrampProviders.map((provider) => [provider.name, provider.fees]),
    ),
    orders,
    hotWallets,
    close: async () => {
      await Promise.all(started.map((provider) => provider.close()))
    },
  }
}
