import { VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import type { Hex } from 'viem'
import { ProviderRpcError } from '../devWallet/ProviderRpcError.js'
import { NotASolanaSignerError, readSolanaTransaction } from '../devWallet/solanaTransaction.js'
import { answerSolanaWcRequest } from '../wcWallet/answerSolanaWcRequest.js'
import type { SolanaWcSigner } from '../wcWallet/createSolanaWcSigner.js'
import type { RpcAnswer } from './answerRpc.js'
import type { ApprovalDescription } from './describeApproval.js'
import { describeSolanaApproval } from './describeSolanaApproval.js'
import { chainNotServed, type RpcErrorPayload, rpcErrors, rpcMethodKind } from './rpcMethods.js'
import { solanaUserKey } from './solanaUserKey.js'

/** The Solana network the embedded wallet serves: the local validator. */
export interface SecureSiteSolana {
  /** The validator's JSON-RPC URL. */
  rpcUrl: string
  /** Its CAIP-2 id, `solana:<reference>`. */
  caipNetworkId: string
}

export interface AnswerSolanaRpcParameters {
  solana: SecureSiteSolana | undefined
  /** The logged-in user, if any: the Solana key is derived from the EVM one. */
  user: { privateKey: Hex } | undefined
  /** The request body: `{ chainId, method, params }`, params as WalletConnect's Solana RPC. */
  request: Record<string, unknown>
}

/** What `POST /api/solana/describe` answers: the approval screen's text, or why not. */
export interface DescribeAnswer {
  status: number
  body: { description: ApprovalDescription } | Required<RpcErrorPayload>
}

/** A request checked and read: what the screen shows, and what answers it once approved. */
interface Prepared {
  description: ApprovalDescription
  run(): Promise<unknown>
}

/** How long sending and confirming a transaction may take, together. */
const sendTimeoutMs = 15_000
const pollMs = 100

const statusOf = (code: number) => (code === 4100 ? 403 : code === -32603 ? 502 : 400)
const failure = (error: unknown, fallbackCode: number) => {
  const code = error instanceof ProviderRpcError ? error.code : fallbackCode
  const message = error instanceof Error ? error.message : String(error)
  return { status: statusOf(code), body: { message: message.slice(0, 300), code } }
}
const fields = (params: unknown): Record<string, unknown> =>
  typeof params === 'object' && params !== null && !Array.isArray(params)
    ? (params as Record<string, unknown>)
    : {}
const notTheUser = (address: unknown, own: string) =>
  new ProviderRpcError(4100, `${String(address).slice(0, 64)} is not the logged-in account ${own}`)

/** Reads a base64 wire transaction that `address` is to sign; refuses one it is no signer of. */
function readWire(base64: unknown, address: string): VersionedTransaction {
  if (typeof base64 !== 'string' || base64 === '') {
    throw new ProviderRpcError(-32602, 'Expected a base64 serialized transaction.')
  }
  const bytes = Buffer.from(base64, 'base64')
  try {
    return readSolanaTransaction(bytes, address).parsed
  } catch (error) {
    if (error instanceof NotASolanaSignerError) {
      const feePayer = VersionedTransaction.deserialize(bytes).message.staticAccountKeys[0]
      throw notTheUser(`The fee payer ${feePayer?.toBase58() ?? '(none)'}`, address)
    }
    throw new ProviderRpcError(-32602, `Not a transaction: ${(error as Error).message}`)
  }
}

/** One JSON-RPC call to the validator, given the time left until `deadline`. */
async function callValidator(
  rpcUrl: string,
  method: string,
  params: unknown[],
  deadline: number,
): Promise<unknown> {
  let reply: { result?: unknown; error?: { message?: unknown } }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
    })
    reply = (await response.json()) as typeof reply
  } catch (error) {
    throw new ProviderRpcError(
      -32603,
      `The Solana validator did not answer ${method}: ${(error as Error).message}`,
    )
  }
  if (reply.error) {
    const reason = typeof reply.error.message === 'string' ? reply.error.message : 'an error'
    throw new ProviderRpcError(-32603, `The Solana validator refused ${method}: ${reason}`)
  }
  return reply.result
}

/**
 * Sends a signed wire transaction (base64) and waits until the validator reports it confirmed:
 * 15 s at most for both. Resolves with its signature (the fee payer's, the transaction id).
 */
async function sendAndConfirm(rpcUrl: string, base64: string, sendOptions: unknown) {
  const deadline = Date.now() + sendTimeoutMs
  const signature = await callValidator(
    rpcUrl,
    'sendTransaction',
    [base64, { ...fields(sendOptions), encoding: 'base64' }],
    deadline,
  )
  if (typeof signature !== 'string') {
    throw new ProviderRpcError(-32603, 'The Solana validator answered no signature.')
  }
  for (;;) {
    const statuses = (await callValidator(
      rpcUrl,
      'getSignatureStatuses',
      [[signature]],
      deadline,
    )) as { value?: ({ err?: unknown; confirmationStatus?: string } | null)[] } | null
    const status = statuses?.value?.[0]
    if (status?.err) {
      throw new ProviderRpcError(
        -32603,
        `The transaction ${signature} failed: ${JSON.stringify(status.err)}`,
      )
    }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      return signature
    }
    if (Date.now() + pollMs >= deadline) {
      throw new ProviderRpcError(-32603, `The transaction ${signature} was not confirmed in 15 s.`)
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/** Checks and reads a Solana request of the user; throws a `ProviderRpcError` when refused. */
function prepare({ solana, user, request }: AnswerSolanaRpcParameters): Prepared {
  if (!user) throw new ProviderRpcError(rpcErrors.notLoggedIn.code, rpcErrors.notLoggedIn.message)
  const method = request.method
  if (rpcMethodKind(method, 'solana') === 'refused') {
    throw new ProviderRpcError(rpcErrors.notAllowed.code, rpcErrors.notAllowed.message)
  }
  const network = request.chainId ?? solana?.caipNetworkId
  if (!solana || network !== solana.caipNetworkId) {
    const { code, message } = chainNotServed(request.chainId)
    throw new ProviderRpcError(code, message)
  }
  const signer: SolanaWcSigner = solanaUserKey(user.privateKey)
  const context = { signer, rpcUrl: solana.rpcUrl }
  const params = fields(request.params)
  const { caipNetworkId } = solana
  if (method === 'solana_signMessage') {
    const { message, pubkey } = params
    if (pubkey !== undefined && pubkey !== signer.address) throw notTheUser(pubkey, signer.address)
    const bytes = typeof message === 'string' ? bs58.decodeUnsafe(message) : undefined
    if (!bytes) throw new ProviderRpcError(-32602, 'Expected a base58 message.')
    return {
      description: describeSolanaApproval({ method, network: caipNetworkId, message: bytes }),
      run: () => answerSolanaWcRequest(method, { message, pubkey: signer.address }, context),
    }
  }
  if (method === 'solana_signAllTransactions') {
    const { transactions } = params
    if (!Array.isArray(transactions) || transactions.length === 0) {
      throw new ProviderRpcError(-32602, 'Expected { transactions: [base64, ...] }.')
    }
    const parsed = transactions.map((each) => readWire(each, signer.address))
    return {
      description: describeSolanaApproval({ method, network: caipNetworkId, transactions: parsed }),
      run: () => answerSolanaWcRequest(method, { transactions }, context),
    }
  }
  const { transaction, sendOptions } = params
  const parsed = readWire(transaction, signer.address)
  const signMethod = 'solana_signTransaction'
  if (method === signMethod) {
    return {
      description: describeSolanaApproval({ method, network: caipNetworkId, transaction: parsed }),
      run: () => answerSolanaWcRequest(method, { transaction }, context),
    }
  }
  return {
    description: describeSolanaApproval({
      method: 'solana_signAndSendTransaction',
      network: caipNetworkId,
      transaction: parsed,
    }),
    async run() {
      const signed = (await answerSolanaWcRequest(signMethod, { transaction }, context)) as {
        transaction: string
      }
      return { signature: await sendAndConfirm(solana.rpcUrl, signed.transaction, sendOptions) }
    },
  }
}

/**
 * The approval screen's text for a Solana request of the logged-in user (`POST
 * /api/solana/describe`), after the checks its answer makes: a method it serves, the network it
 * serves, a message or transactions the user's account signs. Never throws.
 * @example await describeSolanaRpc({ solana, user, request: { chainId, method: 'solana_signMessage', params } })
 */
export async function describeSolanaRpc(
  parameters: AnswerSolanaRpcParameters,
): Promise<DescribeAnswer> {
  if (!parameters.user) return { status: 401, body: rpcErrors.notLoggedIn }
  try {
    return { status: 200, body: { description: prepare(parameters).description } }
  } catch (error) {
    return failure(error, -32602)
  }
}

/**
 * The embedded wallet's Solana RPC (`POST /api/rpc` with `chainNamespace: 'solana'`), once the
 * user approved in the frame: `solana_signMessage` -> `{ signature }`; `solana_signTransaction`
 * -> `{ signature, transaction }`; `solana_signAllTransactions` -> `{ transactions }`;
 * `solana_signAndSendTransaction` -> `{ signature }` once the validator confirmed it. Signed with
 * the user's Solana key (`solanaUserKey`); a message or transaction of another account is 4100,
 * another method 4200, another network 4901. Never throws.
 * @example await answerSolanaRpc({ solana, user, request }) // { status: 200, body: { result: { signature } } }
 */
export async function answerSolanaRpc(parameters: AnswerSolanaRpcParameters): Promise<RpcAnswer> {
  if (!parameters.user) return { status: 401, body: rpcErrors.notLoggedIn }
  let prepared: Prepared
  try {
    prepared = prepare(parameters)
  } catch (error) {
    return failure(error, -32602)
  }
  try {
    return { status: 200, body: { result: await prepared.run() } }
  } catch (error) {
    return failure(error, -32603)
  }
}
