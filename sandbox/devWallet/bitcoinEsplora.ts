import { ProviderRpcError } from './ProviderRpcError.js'

/** One unspent output as Esplora's `/address/:address/utxo` lists it. */
export interface EsploraUtxo {
  txid: string
  vout: number
  /** Satoshis. */
  value: number
  status: { confirmed: boolean }
}

// A ledger that hangs must fail the wallet request, not leave the dapp waiting forever.
const timeoutMs = 15_000

async function call(baseUrl: string, path: string, init?: RequestInit): Promise<Response> {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw new ProviderRpcError(
      -32603,
      `The Bitcoin ledger at ${baseUrl} did not answer ${path}: ${(error as Error).message}`,
    )
  }
}

async function json(baseUrl: string, path: string): Promise<unknown> {
  const response = await call(baseUrl, path)
  if (!response.ok) {
    const reason = (await response.text()).trim()
    throw new ProviderRpcError(
      -32603,
      `The Bitcoin ledger answered ${path} with ${response.status}: ${reason}`,
    )
  }
  return response.json()
}

/**
 * The unspent outputs of `address` (unconfirmed ones included, outputs spent in the mempool not),
 * checked to be Esplora's shape.
 * @example const utxos = await readUtxos('http://127.0.0.1:3002', 'bcrt1q...')
 */
export async function readUtxos(baseUrl: string, address: string): Promise<EsploraUtxo[]> {
  const listed = await json(baseUrl, `/address/${encodeURIComponent(address)}/utxo`)
  const valid = (each: unknown): each is EsploraUtxo => {
    const utxo = each as Partial<EsploraUtxo> | null
    return (
      typeof utxo?.txid === 'string' &&
      /^[0-9a-f]{64}$/.test(utxo.txid) &&
      Number.isSafeInteger(utxo.vout) &&
      Number.isSafeInteger(utxo.value) &&
      (utxo.value ?? -1) >= 0
    )
  }
  if (!Array.isArray(listed) || !listed.every(valid)) {
    throw new ProviderRpcError(-32603, `The Bitcoin ledger's UTXO list of ${address} is malformed.`)
  }
  return listed
}

/**
 * The fee rate (sat/vB) for confirmation within 6 blocks, `/fee-estimates`' "6"; 1 when the
 * ledger has no estimate for it (an idle chain), Bitcoin Core's minimum relay rate.
 * @example await readFeeRate(esploraUrl) // 1
 */
export async function readFeeRate(baseUrl: string): Promise<number> {
  const estimates = (await json(baseUrl, '/fee-estimates')) as Record<string, unknown> | null
  const rate = estimates?.['6']
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : 1
}

/**
 * Broadcasts a raw transaction (hex) with `POST /tx`; resolves with its txid. A refusal throws
 * with the ledger's own reason.
 * @example const txid = await broadcastTransaction(esploraUrl, tx.hex)
 */
export async function broadcastTransaction(baseUrl: string, rawHex: string): Promise<string> {
  const response = await call(baseUrl, '/tx', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: rawHex,
  })
  const text = (await response.text()).trim()
  if (!response.ok) {
    throw new ProviderRpcError(-32603, `The Bitcoin ledger rejected the transaction: ${text}`)
  }
  return text
}
