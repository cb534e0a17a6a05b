import { forwardRpc } from '../devWallet/forwardRpc.js'

/** What a new email login wallet holds on the local Solana validator: 10 SOL, in lamports. */
export const solanaUserLamports = 10_000_000_000

/**
 * Gives `address` 10 SOL on the local validator at `rpcUrl` (its `requestAirdrop`, applied at
 * once), as `onFirstSolanaLogin` of the secure site. Never throws: a validator that refuses or
 * does not answer within 5 s is reported through `onWarning`, and the login goes on.
 * @example
 * await fundSolanaUser(solana.rpcUrl, 'Bx3...', (text) => console.warn(text))
 */
export async function fundSolanaUser(
  rpcUrl: string,
  address: string,
  onWarning: ((text: string) => void) | undefined,
): Promise<void> {
  try {
    await forwardRpc(rpcUrl, 'requestAirdrop', [address, solanaUserLamports], {
      timeoutMs: 5_000,
    })
  } catch (error) {
    onWarning?.(
      `the email login wallet ${address} got no SOL on the local Solana validator (${error instanceof Error ? error.message : String(error)}); send it some from a dev account to pay fees there`,
    )
  }
}
