import * as z from 'zod/mini'
import type { CaipNetwork } from '../../schema/index.js'
import { terminalText } from '../terminalText.js'
import { describeFetchError } from './describeFetchError.js'
import type { ProbeResult } from './ProbeResult.js'

const answerSchema = z.union([
  z.object({ result: z.string() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

/**
 * Asks a Solana RPC endpoint for its genesis hash (`getGenesisHash`) and compares it with the
 * network's CAIP-2 reference, which is the hash's first 32 characters.
 * @example await probeSolana(network, 'https://api.devnet.solana.com', 10_000)
 */
export async function probeSolana(
  network: CaipNetwork,
  url: string,
  timeoutMs: number,
): Promise<ProbeResult> {
  let status: number
  let text: string
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    status = response.status
    text = await response.text()
  } catch (error) {
    return { status: 'fail', detail: describeFetchError(error, timeoutMs) }
  }
  if (status < 200 || status > 299) return { status: 'fail', detail: `answered HTTP ${status}` }
  let parsed: ReturnType<typeof answerSchema.safeParse>
  try {
    parsed = answerSchema.safeParse(JSON.parse(text))
  } catch {
    return { status: 'fail', detail: 'answered with a body that is not valid JSON' }
  }
  if (!parsed.success) {
    return { status: 'fail', detail: 'answered getGenesisHash without a genesis hash' }
  }
  if ('error' in parsed.data) {
    const { code, message } = parsed.data.error
    return {
      status: 'fail',
      detail: `answered JSON-RPC error ${code} (${terminalText(message, 120)})`,
    }
  }
  const reference = network.caipNetworkId.split(':')[1] ?? ''
  const hash = parsed.data.result
  if (hash.slice(0, 32) === reference)
    return { status: 'ok', detail: `answered genesis hash ${hash.slice(0, 8)}…` }
  return {
    status: 'fail',
    detail: `reports genesis hash ${terminalText(hash.slice(0, 32), 32)}, which is not ${network.name}'s (${reference}): point the RPC URL at an endpoint of ${network.name}`,
  }
}
