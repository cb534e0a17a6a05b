import { toOnrampTransaction } from '../onramp/toOnrampTransaction.js'
import { type BlockchainApiOnramp, readDestination } from './answerOnramp.js'
import type { BlockchainApiAnswer } from './BlockchainApiTypes.js'
import { fail, json } from './jsonAnswer.js'

/** Entries per page of the history with `onramp`. */
const historyPageSize = 20

/**
 * Answers `/v1/account/{address}/history?onramp=<provider>[&chainId][&cursor]`: the orders paid
 * at that provider for that address (0x or base58), on that network when one is named, newest
 * first, 20 a page; the cursor is the last order served.
 * @example answerOnrampHistory('0xf39F...', new URLSearchParams('onramp=sandboxpay&chainId=eip155:31337'), assetsUrl, onramp)
 */
export function answerOnrampHistory(
  rawAddress: string,
  params: URLSearchParams,
  assetsUrl: string,
  onramp: BlockchainApiOnramp,
): BlockchainApiAnswer {
  const name = params.get('onramp') ?? ''
  if (!onramp.providers.some((provider) => provider.name === name)) {
    return fail(
      400,
      `Unknown onramp provider: ${name} (the sandbox has ${onramp.providers.map((provider) => provider.name).join(', ')})`,
    )
  }
  const chainId = params.get('chainId') || undefined
  if (chainId !== undefined && !/^(eip155:\d{1,12}|solana:[-_a-zA-Z0-9]{1,32})$/.test(chainId)) {
    return fail(400, `Invalid chainId: ${chainId}`)
  }
  const namespace = chainId?.split(':')[0] ?? (rawAddress.startsWith('0x') ? 'eip155' : 'solana')
  const address = readDestination(namespace, rawAddress)
  if (!address) return fail(400, `Invalid address: ${rawAddress}`)
  const orders = onramp.orders.paid({ destination: address, network: chainId, provider: name })
  const cursor = params.get('cursor')
  let start = 0
  if (cursor) {
    const index = orders.findIndex((order) => order.id === cursor)
    if (index < 0) return fail(400, `Invalid cursor: ${cursor}`)
    start = index + 1
  }
  const page = orders.slice(start, start + historyPageSize)
  const last = page.at(-1)
  return json(200, {
    data: page.flatMap((order) => toOnrampTransaction(order, assetsUrl) ?? []),
    next: last && start + page.length < orders.length ? last.id : null,
  })
}
