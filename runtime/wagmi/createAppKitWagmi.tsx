import type { Config, CreateConnectorFn, Storage, Transport } from '@wagmi/core'
import { type ComponentType, type ReactNode, useEffect } from 'react'
import type { NormalizedConfig } from '../../schema/index.js'
import { useAppKitInstance } from '../react/index.js'
import { appKitConnector, appKitConnectorId } from './appKitConnector.js'
import { type AppKitBridge, createAppKitBridge } from './createAppKitBridge.js'
import { wagmiCore, wagmiReact } from './loadWagmi.js'
import { toWagmiChains } from './toWagmiChains.js'
import { assertWagmiVersions } from './WagmiErrors.js'

export interface CreateAppKitWagmiParameters {
  /** More wagmi connectors; injected ones are dropped: the kit's modal lists browser wallets. */
  connectors?: readonly CreateConnectorFn[]
  /** Per chain id; default: `http()` over the network's configured RPC URL. */
  transports?: Readonly<Record<number, Transport>>
  ssr?: boolean
  storage?: Storage | null
}

export interface AppKitWagmiProviderProps {
  children?: ReactNode
  /** wagmi's `initialState` (server rendering with cookies). */
  initialState?: unknown
}

export interface AppKitWagmi {
  /** One config for wagmi's hooks, with the kit's connection as its connector. */
  wagmiConfig: Config
  /** The kit's provider with wagmi's inside it, bound to `wagmiConfig`. */
  AppKitWagmiProvider: ComponentType<AppKitWagmiProviderProps>
  bridge: AppKitBridge
}

/** Hands the provider's instance to the connector while it is mounted. */
function AttachAppKit({ bridge }: { bridge: AppKitBridge }) {
  const appKit = useAppKitInstance()
  useEffect(() => bridge.attach(appKit), [appKit, bridge])
  return null
}

/**
 * A wagmi config over the kit's validated networks (chains and transports from their RPC URLs),
 * whose only wallet connector is the kit's own connection, and the provider that binds both.
 * wagmi's EIP-6963 discovery is off, so no wallet is listed twice.
 * @example
 * export const { wagmiConfig, AppKitWagmiProvider } = createAppKitWagmi(appKitConfig, AppKitProvider)
 * <AppKitWagmiProvider><QueryClientProvider client={queryClient}><App /></QueryClientProvider></AppKitWagmiProvider>
 */
export function createAppKitWagmi(
  config: Pick<NormalizedConfig, 'networks'>,
  AppKitProvider: ComponentType<{ children?: ReactNode }>,
  parameters: CreateAppKitWagmiParameters = {},
): AppKitWagmi {
  assertWagmiVersions([
    ['@wagmi/core', wagmiCore.version],
    ['wagmi', wagmiReact.version],
  ])
  const chains = toWagmiChains(config)
  const bridge = createAppKitBridge()
  const transports = Object.fromEntries(
    chains.map((chain) => [
      chain.id,
      parameters.transports?.[chain.id] ?? wagmiCore.http(chain.rpcUrls.default.http[0]),
    ]),
  )
  const wagmiConfig = wagmiCore.createConfig({
    chains,
    transports,
    connectors: [appKitConnector(bridge), ...(parameters.connectors ?? [])],
    multiInjectedProviderDiscovery: false,
    ...(parameters.ssr === undefined ? {} : { ssr: parameters.ssr }),
    ...(parameters.storage === undefined ? {} : { storage: parameters.storage }),
  })
  dropInjectedConnectors(wagmiConfig)
  // wagmi ignores a connector's `connect` while it (re)connects itself: once it has settled on
  // disconnected, a connection the kit made meanwhile is told again.
  wagmiConfig.subscribe(
    (state) => state.status,
    (status) => {
      if (status !== 'disconnected') return
      for (const connector of wagmiConfig.connectors) {
        if (connector.id === appKitConnectorId) (connector as { resync?: () => void }).resync?.()
      }
    },
  )
  const { WagmiProvider } = wagmiReact
  function AppKitWagmiProvider({ children, initialState }: AppKitWagmiProviderProps) {
    return (
      <AppKitProvider>
        <AttachAppKit bridge={bridge} />
        <WagmiProvider config={wagmiConfig} initialState={initialState as never}>
          {children}
        </WagmiProvider>
      </AppKitProvider>
    )
  }
  return { wagmiConfig, AppKitWagmiProvider, bridge }
}

/**
 * An app's own `injected()` connector would list the browser wallet a second time next to the
 * kit's modal (which lists it already): it is removed, with a warning saying so.
 */
function dropInjectedConnectors(wagmiConfig: Config): void {
  const injected = wagmiConfig.connectors.filter((connector) => connector.type === 'injected')
  if (injected.length === 0) return
  console.warn(
    `appkit/wagmi: removed ${injected.length} injected connector(s) from the wagmi config; the appkit modal lists browser wallets itself.`,
  )
  wagmiConfig._internal.connectors.setState((connectors) =>
    connectors.filter((connector) => connector.type !== 'injected'),
  )
}
