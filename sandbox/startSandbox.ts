import { type BlockchainApi, startBlockchainApi } from './blockchainApi/startBlockchainApi.js'
import { seedChain } from './chain/seedChain.js'
import { type SandboxChain, startChain } from './chain/startChain.js'
import { startWalletApi, type WalletApi } from './walletApi/startWalletApi.js'

/** The local chain ids the sandbox runs: two, so network switching is real. */
export const sandboxChainIds = [31337, 31338] as const

export interface Sandbox {
  chains: readonly SandboxChain[]
  /** The test ERC20 (SUSD), at the same address on every sandbox chain. */
  tokenAddress: `0x${string}`
  walletApi: WalletApi
  blockchainApi: BlockchainApi
  stop(): Promise<void>
}

export interface StartSandboxOptions {
  /** Told each step as it starts, for progress output. */
  onStep?: (step: string) => void
  /** Checked between steps: a start-up that was cancelled stops what it started and throws. */
  signal?: AbortSignal
}

/**
 * Starts the offline stack that `appkit dev` and the tests share: two anvil chains seeded with the
 * test token and some transfers, the stand-in Wallet API and the stand-in Blockchain API. On any
 * failure (or cancellation) everything already started is stopped before the error is thrown.
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
  try {
    step(`starting local chains ${sandboxChainIds.join(' and ')}`)
    const chains = await Promise.all(
      sandboxChainIds.map(async (chainId) => {
        const chain = await startChain({ chainId })
        stops.push(() => chain.stop())
        return chain
      }),
    )
    step('deploying the test token and seeding transfers')
    const seeded = await Promise.all(chains.map((chain) => seedChain(chain)))
    const tokenAddress = seeded[0]?.tokenAddress
    if (!tokenAddress) throw new Error('seeding returned no token address')
    step('starting the stand-in Wallet API and Blockchain API')
    const walletApi = await startWalletApi()
    stops.push(() => walletApi.close())
    const blockchainApi = await startBlockchainApi({
      chains: chains.map((chain) => ({
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        tokenAddress,
      })),
    })
    stops.push(() => blockchainApi.close())
    options.signal?.throwIfAborted()
    return { chains, tokenAddress, walletApi, blockchainApi, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
