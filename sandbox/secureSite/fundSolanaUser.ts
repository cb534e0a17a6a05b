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
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'requestAirdrop',
        params: [address, solanaUserLamports],
      }),
      signal: AbortSignal.timeout(5_000),
    })
    const body = (await response.json()) as { error?: { message?: string } }
    if (!response.ok || body.error)
      throw new Error(body.error?.message ?? `HTTP ${response.status}`)
  } catch (error) {
    onWarning?.(
      `the email login wallet ${address} got no SOL on the local Solana validator (${error instanceof Error ? error.message : String(error)}); send it some from a dev account to pay fees there`,
    )
  }
}
