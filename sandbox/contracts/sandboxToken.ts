import type { Abi, Hex } from 'viem'
import artifact from './artifacts/SandboxToken.json' with { type: 'json' }

/**
 * The sandbox's test ERC20: metadata, and the committed compiled artifact (`compile.mjs` writes it
 * from `SandboxToken.sol`). Its reads and events are the standard ERC20 ones: use viem's `erc20Abi`.
 * @example
 * await wallet.deployContract({ ...sandboxToken.artifact, args: [10n ** 12n] })
 */
export const sandboxToken = {
  name: 'Sandbox USD',
  symbol: 'SUSD',
  decimals: 6,
  /** Fixed price of the sandbox's price feed, in USD. */
  priceUsd: 1,
  artifact: { abi: artifact.abi as Abi, bytecode: artifact.bytecode as Hex },
} as const
