import { createPublicClient, erc20Abi, http } from 'viem'
import type { DevSession } from '../../cli/dev/runDev.js'

/**
 * The session's first sandbox chain with dev account 0 and a client that never caches, for
 * reading what a test's transactions left on the chain.
 * @example const { client, account } = devAccountChain(e2e.session)
 */
export function devAccountChain(session: DevSession) {
  const first = session.sandbox.chains[0]
  const account = first?.accounts[0]
  if (!first || !account) throw new Error('no sandbox chain')
  const client = createPublicClient({ transport: http(first.rpcUrl), cacheTime: 0 })
  return { ...first, account, client }
}

/**
 * Dev account 0's ETH (wei) and SUSD (base units) on the first sandbox chain, read now.
 * @example const before = await devAccountBalances(e2e.session)
 */
export async function devAccountBalances(
  session: DevSession,
): Promise<{ wei: bigint; susd: bigint }> {
  const { client, account } = devAccountChain(session)
  const [wei, susd] = await Promise.all([
    client.getBalance({ address: account.address }),
    client.readContract({
      address: session.sandbox.tokenAddress,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    }),
  ])
  return { wei, susd }
}
