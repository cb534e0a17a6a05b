import type { SignClientTypes } from '@walletconnect/types'
import type { LocalAccount } from 'viem'
import { ProviderRpcError } from '../devWallet/ProviderRpcError.js'
import { answerBitcoinWcRequest } from './answerBitcoinWcRequest.js'
import { answerSolanaWcRequest, type SolanaWcRequestContext } from './answerSolanaWcRequest.js'
import { answerWcRequest, promptedMethods, type WcRequestContext } from './answerWcRequest.js'
import type { BitcoinWcHoldings } from './bitcoinWcHoldings.js'
import type { WcSignClient } from './WcWallet.js'

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

type SessionRequest = SignClientTypes.EventArguments['session_request']

/** The wallet's Solana side: its signer, the CAIP-2 chains it holds it on, and its RPC. */
export interface SolanaWcHoldings extends SolanaWcRequestContext {
  chains: ReadonlySet<string>
}

/** Tells the dapp the session moved to `chainId`, adding the chain to the session if new. */
async function switchSessionChain(
  signClient: WcSignClient,
  account: LocalAccount,
  topic: string,
  chainId: number,
): Promise<void> {
  const session = signClient.session.getAll().find((each) => each.topic === topic)
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
    // The client stores the update before publishing it, so the event below validates; the
    // dapp's acknowledgement (`acknowledged()`) is not awaited.
    await signClient.update({ topic, namespaces: { ...session.namespaces, eip155 } })
  }
  await signClient.emit({
    topic,
    chainId: chain,
    event: { name: 'chainChanged', data: chainId },
  })
}

/**
 * Answers one request: eip155 ones with `answerWcRequest`, those on a Solana chain the wallet
 * holds with `answerSolanaWcRequest`, on its Bitcoin chain with `answerBitcoinWcRequest`, any
 * other namespace's with 4200.
 */
async function answerOn(
  chainId: string,
  method: string,
  params: unknown,
  context: WcRequestContext,
  solana: SolanaWcHoldings,
  bitcoin: BitcoinWcHoldings | undefined,
): Promise<unknown> {
  const [family, reference] = chainId.split(':')
  if (family === 'solana' && solana.chains.has(chainId)) {
    return answerSolanaWcRequest(method, params, solana)
  }
  if (family === 'bip122' && bitcoin?.chain === chainId) {
    return answerBitcoinWcRequest(method, params, bitcoin)
  }
  if (family !== 'eip155') {
    // Other non-EVM sessions are approved so dapps can connect, but nothing is signed there.
    throw new ProviderRpcError(4200, `The sandbox wallet does not support ${method} on ${chainId}.`)
  }
  return answerWcRequest(method, params, Number(reference), context)
}

/**
 * The wallet's `session_request` listener: answers each request with `answerWcRequest` or, on its
 * Solana chains, `answerSolanaWcRequest`, on its Bitcoin chain `answerBitcoinWcRequest` (4200 for
 * other non-EVM chains), one at a time as a person works through prompts (so two sends never
 * race for a nonce), refuses prompted methods with 4001 while `rejecting()` is on, and logs every
 * answer in `log`.
 * @example
 * signClient.on('session_request', createWcRequestHandler(signClient, account, chains, () => false, log, solana))
 */
export function createWcRequestHandler(
  signClient: WcSignClient,
  account: LocalAccount,
  chains: ReadonlyMap<number, string>,
  rejecting: () => boolean,
  log: WcRequestRecord[],
  solana: SolanaWcHoldings,
  bitcoin?: BitcoinWcHoldings,
): (event: SessionRequest) => Promise<void> {
  let queue = Promise.resolve()
  const answer = async ({ id, topic, params }: SessionRequest) => {
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
        switchChain: (target: number) => switchSessionChain(signClient, account, topic, target),
      }
      record.result = await answerOn(
        chainId,
        request.method,
        request.params,
        context,
        solana,
        bitcoin,
      )
    } catch (error) {
      const known = error instanceof ProviderRpcError
      record.error = {
        code: known ? error.code : -32603,
        message: error instanceof Error ? error.message : 'Internal error',
      }
    }
    const outcome = record.error ? { error: record.error } : { result: record.result }
    // The session may be gone by now; then nobody is waiting for the answer.
    await signClient
      .respond({ topic, response: { id, jsonrpc: '2.0', ...outcome } })
      .catch(() => undefined)
  }
  return (event) => {
    queue = queue.then(() => answer(event))
    return queue
  }
}
