// Kept apart from the seeding code so that the types of a running sandbox reach no Solana package.

/**
 * The sandbox's SPL token: the Solana twin of the EVM chains' test ERC20.
 * @example sandboxSplToken.decimals // 6
 */
export const sandboxSplToken = { symbol: 'SUSD', name: 'Sandbox USD', decimals: 6 } as const

/**
 * What each dev account holds after seeding: 100 SOL and 1000 SUSD.
 * @example solanaDevBalances.lamports // 100_000_000_000n
 */
export const solanaDevBalances = {
  lamports: 100n * 1_000_000_000n,
  tokenUnits: 1_000n * 10n ** BigInt(sandboxSplToken.decimals),
} as const
