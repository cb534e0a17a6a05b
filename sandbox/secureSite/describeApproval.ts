// What the approval screen of the sandbox secure site shows for each request, as plain text
// (bundled for the browser: no Node imports here). The screen only ever puts it in textContent.
import { formatEther, formatGwei, hexToBytes } from 'viem'

/** One line of the approval screen; `block` values are long (a message, JSON, call data). */
export interface ApprovalRow {
  label: string
  value: string
  block?: boolean
}

export interface ApprovalDescription {
  /** What is asked: 'Sign message', 'Sign typed data' or 'Send transaction'. */
  title: string
  rows: ApprovalRow[]
}

/**
 * A `personal_sign` message as a person reads it: hex that is valid UTF-8 decoded, anything else
 * (text, or hex of bytes that are not text) as it was sent.
 * @example decodeMessage('0x68656c6c6f') // 'hello'
 */
export function decodeMessage(message: unknown): string {
  if (typeof message !== 'string') return JSON.stringify(message) ?? ''
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(message)) return message
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message as `0x${string}`))
  } catch {
    return message
  }
}

/**
 * A transaction value (hex or decimal wei) in ETH, e.g. '0.5 ETH'; shown as sent when it is not
 * a number.
 * @example formatValue('0x6f05b59d3b20000') // '0.5 ETH'
 */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return '0 ETH'
  try {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint')
      throw new TypeError('not a number')
    const wei = BigInt(value)
    if (wei < 0n) throw new RangeError('negative')
    return `${formatEther(wei)} ETH`
  } catch {
    return String(value)
  }
}

/** A quantity the app sent (hex or decimal) as a bigint; undefined when it is not one. */
export function quantity(value: unknown): bigint | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint')
    return undefined
  try {
    const parsed = BigInt(value)
    return parsed < 0n ? undefined : parsed
  } catch {
    return undefined
  }
}

/**
 * The fee and nonce fields the app supplied (the server sends them as given): gas and nonce as
 * numbers, prices in gwei; a value that is not a number as it was sent. Absent fields, no row.
 * @example feeRows({ gas: '0x5208', maxFeePerGas: '0x77359400' })
 * // [{ label: 'Gas limit', value: '21000' }, { label: 'Max fee', value: '2 gwei' }]
 */
export function feeRows(tx: Record<string, unknown>): ApprovalRow[] {
  const fields = [
    ['gas', 'Gas limit', false],
    ['maxFeePerGas', 'Max fee', true],
    ['maxPriorityFeePerGas', 'Priority fee', true],
    ['gasPrice', 'Gas price', true],
    ['nonce', 'Nonce', false],
  ] as const
  const rows: ApprovalRow[] = []
  for (const [field, label, gwei] of fields) {
    const sent = tx[field]
    if (sent === undefined || sent === null) continue
    const parsed = quantity(sent)
    const value =
      parsed === undefined
        ? String(typeof sent === 'object' ? JSON.stringify(sent) : sent)
        : gwei
          ? `${formatGwei(parsed)} gwei`
          : parsed.toString()
    rows.push({ label, value })
  }
  return rows
}

/** Typed data (a JSON string, or an object) pretty-printed; text that is not JSON as it was sent. */
function prettyTypedData(data: unknown): string {
  try {
    return JSON.stringify(typeof data === 'string' ? JSON.parse(data) : data, null, 2) ?? ''
  } catch {
    return String(data)
  }
}

const listed = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

/** What the server found out about a transaction before the user is asked. */
export interface TransactionEstimate {
  /** The most the transaction may cost in fees, in wei (gas limit times max fee per gas). */
  maxFeeWei?: bigint
  /** Why the fee could not be estimated (the chain refused the call: it would likely fail). */
  failure?: string
}

/** The network's name when the site knows it, else its chain id. */
export interface ApprovalContext {
  networkName?: string | undefined
  estimate?: TransactionEstimate | undefined
}

/** The fee and total rows of an estimate; none without one. */
function estimateRows(value: unknown, estimate: TransactionEstimate | undefined): ApprovalRow[] {
  if (estimate?.failure !== undefined) {
    return [{ label: 'Network fee', value: `Not estimated: ${estimate.failure.slice(0, 200)}` }]
  }
  if (estimate?.maxFeeWei === undefined) return []
  const rows = [{ label: 'Network fee', value: `Up to ${formatEther(estimate.maxFeeWei)} ETH` }]
  const sent = quantity(value ?? 0)
  if (sent !== undefined) {
    rows.push({ label: 'Total', value: `Up to ${formatEther(sent + estimate.maxFeeWei)} ETH` })
  }
  return rows
}

/**
 * The approval screen's text for an approval method's request; a transaction's network by name
 * and its fee when `context` has them.
 * @example describeApproval({ method: 'personal_sign', params: ['0x6869', '0x…'], chainId: 31337 })
 * // { title: 'Sign message', rows: [{ label: 'Message', value: 'hi', block: true }] }
 */
export function describeApproval(
  request: {
    method: string
    params?: unknown
    chainId: string | number
  },
  context: ApprovalContext = {},
): ApprovalDescription {
  const params = listed(request.params)
  if (request.method === 'personal_sign') {
    return {
      title: 'Sign message',
      rows: [{ label: 'Message', value: decodeMessage(params[0]), block: true }],
    }
  }
  if (request.method === 'eth_signTypedData_v4') {
    return {
      title: 'Sign typed data',
      rows: [{ label: 'Typed data', value: prettyTypedData(params[1]), block: true }],
    }
  }
  const tx = (typeof params[0] === 'object' && params[0] !== null ? params[0] : {}) as Record<
    string,
    unknown
  >
  const rows: ApprovalRow[] = [
    { label: 'To', value: typeof tx.to === 'string' ? tx.to : 'A new contract' },
    { label: 'Value', value: formatValue(tx.value) },
    { label: 'Network', value: context.networkName ?? `Chain ${request.chainId}` },
    ...estimateRows(tx.value, context.estimate),
    ...feeRows(tx),
  ]
  if (typeof tx.data === 'string' && tx.data !== '0x' && tx.data !== '') {
    rows.push({ label: 'Data', value: tx.data, block: true })
  }
  return { title: 'Send transaction', rows }
}
