import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { LocalAccount } from 'viem'
import { ProviderRpcError } from '../devWallet/ProviderRpcError.js'
import { answerWcRequest, promptedMethods } from './answerWcRequest.js'

/** One session request the wallet answered, for tests and the dev page to look at. */
export interface WcRequestRecord {
  id: number
  topic: string
  method: string
  /** The CAIP-2 chain the dapp sent it for. */
  chainId: string
  result?: unknown
  error?: { code: number; message: string }
}

/** Tells the dapp the session moved to `chainId`, adding the chain to the session if new. */
async function switchSessionChain(
  walletKit: IWalletKit,
  account: LocalAccount,
  topic: string,
  chainId: number,
): Promise<void> {
  const session = walletKit.getActiveSessions()[topic]
  const namespace = session?.namespaces.eip155
  if (!session || !namespace) throw new ProviderRpcError(4100, 'The session is gone.')
  const chain = `eip155:${chainId}`
  if (!namespace.chains?.includes(chain)) {
    // Events may only name chains of the session: widen the session before announcing the move.
    const eip155 = {
      ...namespace,
      chains: [...(namespace.chains ?? []), chain],
      accounts: [...namespace.accounts, `${chain}:${account.address}`],
    }
    await walletKit.updateSession({ topic, namespaces: { ...session.namespaces, eip155 } })
  }
  await walletKit.emitSessionEvent({
    topic,
    chainId: chain,
    event: { name: 'chainChanged', data: chainId },
  })
}

/**
 * The wallet's `session_request` listener: answers each request with `answerWcRequest`, one at a
 * time as a person works through prompts (so two sends never race for a nonce), refuses prompted
 * methods with 4001 while `rejecting()` is on, and logs every answer in `log`.
 * @example
 * walletKit.on('session_request', createWcRequestHandler(walletKit, account, chains, () => false, log))
 */
export function createWcRequestHandler(
  walletKit: IWalletKit,
  account: LocalAccount,
  chains: ReadonlyMap<number, string>,
  rejecting: () => boolean,
  log: WcRequestRecord[],
): (event: WalletKitTypes.SessionRequest) => Promise<void> {
  let queue = Promise.resolve()
  const answer = async ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    const { request, chainId } = params
    const record: WcRequestRecord = { id, topic, method: request.method, chainId }
    log.push(record)
    try {
      if (rejecting() && promptedMethods.has(request.method)) {
        throw new ProviderRpcError(4001, 'User rejected the request.')
      }
      const context = {
        account,
        chains,
        switchChain: (target: number) => switchSessionChain(walletKit, account, topic, target),
      }
      const chain = Number(chainId.split(':')[1])
      record.result = await answerWcRequest(request.method, request.params, chain, context)
    } catch (error) {
      const known = error instanceof ProviderRpcError
      record.error = {
        code: known ? error.code : -32603,
        message: error instanceof Error ? error.message : 'Internal error',
      }
    }
    const outcome = record.error ? { error: record.error } : { result: record.result }
    // The session may be gone by now; then nobody is waiting for the answer.
    await walletKit
      .respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...outcome } })
      .catch(() => undefined)
  }
  return (event) => {
    queue = queue.then(() => answer(event))
    return queue
  }
}
