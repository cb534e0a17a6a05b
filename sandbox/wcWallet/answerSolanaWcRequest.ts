import bs58 from 'bs58'
import { ProviderRpcError } from '../devWallet/ProviderRpcError.js'
import type { SolanaWcSigner } from './createSolanaWcSigner.js'

/** What Solana request answers need from the wallet around them. */
export interface SolanaWcRequestContext {
  signer: SolanaWcSigner
  /** Where `solana_signAndSendTransaction` sends; without it that method is refused. */
  rpcUrl: string | undefined
}

type Signing = typeof import('../devWallet/solanaTransaction.js')

const sendTimeoutMs = 15_000
const web3Install = 'npm install -D @solana/web3.js@^1.98'

/**
 * The dev wallet's transaction signing, loaded only when a transaction is to be signed: it needs
 * `@solana/web3.js`, an optional peer dependency.
 */
async function loadSigning(): Promise<Signing> {
  try {
    return await import('../devWallet/solanaTransaction.js')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error
    throw new ProviderRpcError(
      -32603,
      `The sandbox wallet signs Solana transactions with @solana/web3.js: ${web3Install}`,
    )
  }
}

function fields(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new ProviderRpcError(-32602, 'Expected an object of params.')
  }
  return params as Record<string, unknown>
}

/** Signs one base64 wire transaction (legacy or versioned) if it needs the wallet's signature. */
function signWire(signing: Signing, signer: SolanaWcSigner, base64: unknown) {
  if (typeof base64 !== 'string') {
    throw new ProviderRpcError(-32602, 'Expected a base64 serialized transaction.')
  }
  let read: ReturnType<Signing['readSolanaTransaction']>
  try {
    read = signing.readSolanaTransaction(Buffer.from(base64, 'base64'), signer.address)
  } catch (error) {
    if (error instanceof signing.NotASolanaSignerError) {
      throw new ProviderRpcError(
        4100,
        `The transaction needs no signature of ${signer.address}, the sandbox wallet's account.`,
      )
    }
    throw new ProviderRpcError(-32602, `Not a transaction: ${(error as Error).message}`)
  }
  const signed = signing.signReadSolanaTransaction(read, signer.secretKey)
  return {
    signature: bs58.encode(signed.signature),
    transaction: Buffer.from(signed.transaction).toString('base64'),
  }
}

/** Sends a signed wire transaction to the validator; resolves with its signature. */
async function send(rpcUrl: string, base64: string, sendOptions: unknown): Promise<string> {
  const options = typeof sendOptions === 'object' && sendOptions !== null ? sendOptions : {}
  let reply: { result?: unknown; error?: { code?: number; message?: string } }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [base64, { ...options, encoding: 'base64' }],
      }),
      signal: AbortSignal.timeout(sendTimeoutMs),
    })
    reply = (await response.json()) as typeof reply
  } catch (error) {
    throw new ProviderRpcError(
      -32603,
      `The Solana RPC ${rpcUrl} did not answer: ${(error as Error).message}`,
    )
  }
  if (reply.error || typeof reply.result !== 'string') {
    const reason = reply.error?.message ?? 'no signature in the answer'
    throw new ProviderRpcError(
      -32603,
      `The validator refused the transaction: ${reason}`,
      reply.error,
    )
  }
  return reply.result
}

/**
 * Answers one Solana request as the sandbox wallet, with WalletConnect's Solana JSON-RPC
 * conventions: `solana_getAccounts` / `solana_requestAccounts` -> `[{ pubkey }]`;
 * `solana_signMessage` (base58 `message`) -> `{ signature }`; `solana_signTransaction` (base64
 * `transaction`, legacy or versioned) -> `{ signature, transaction }`; `solana_signAllTransactions`
 * -> `{ transactions }`; `solana_signAndSendTransaction` -> `{ signature }` once the validator at
 * `rpcUrl` took it. Anything else is 4200; failures are `ProviderRpcError`s.
 * @example
 * await answerSolanaWcRequest('solana_signMessage', { message: '3yZe7d', pubkey }, context) // { signature: '...' }
 */
export async function answerSolanaWcRequest(
  method: string,
  params: unknown,
  context: SolanaWcRequestContext,
): Promise<unknown> {
  const { signer } = context
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: signer.address }]
    case 'solana_signMessage': {
      const { message, pubkey } = fields(params)
      if (pubkey !== undefined && pubkey !== signer.address) {
        throw new ProviderRpcError(4100, `The sandbox wallet holds ${signer.address} only.`)
      }
      const bytes = typeof message === 'string' ? bs58.decodeUnsafe(message) : undefined
      if (!bytes) throw new ProviderRpcError(-32602, 'Expected a base58 message.')
      return { signature: bs58.encode(signer.sign(bytes)) }
    }
    case 'solana_signTransaction':
      return signWire(await loadSigning(), signer, fields(params).transaction)
    case 'solana_signAllTransactions': {
      const { transactions } = fields(params)
      if (!Array.isArray(transactions)) {
        throw new ProviderRpcError(-32602, 'Expected { transactions: [base64, ...] }.')
      }
      const signing = await loadSigning()
      return {
        transactions: transactions.map((each) => signWire(signing, signer, each).transaction),
      }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = fields(params)
      if (!context.rpcUrl) {
        throw new ProviderRpcError(
          4900,
          'The sandbox wallet has no Solana RPC to send to; start it with solanaRpcUrl.',
        )
      }
      const signed = signWire(await loadSigning(), signer, transaction)
      return { signature: await send(context.rpcUrl, signed.transaction, sendOptions) }
    }
    default:
      throw new ProviderRpcError(4200, `The sandbox wallet does not support ${method}.`)
  }
}
