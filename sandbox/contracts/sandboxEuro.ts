import type { Abi, Hex } from 'viem'
import artifact from './artifacts/SandboxEuro.json' with { type: 'json' }

/**
 * The sandbox's second ERC20 (Sandbox Euro, SEUR, 18 decimals): metadata, and the committed
 * compiled artifact (`compile.mjs` writes it from `SandboxEuro.sol`). It trades against SUSD in
 * the sandbox swap pools, so a route from ETH to it takes two hops. Its reads and events are the
 * standard ERC20 ones: use viem's `erc20Abi`.
 * @example
 * await wallet.deployContract({ ...sandboxEuro.artifact, args: [10n ** 24n] })
 */
export const sandboxEuro = {
  name: 'Sandbox Euro',
  symbol: 'SEUR',
  decimals: 18,
  /** Fixed price of the sandbox's price feed, in USD; the SUSD/SEUR pool is seeded at it. */
  priceUsd: 1.1,
  artifact: { abi: artifact.abi as Abi, bytecode: artifact.bytecode as Hex },
} as const
