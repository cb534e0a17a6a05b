import { type Address, getAddress, maxUint256 } from 'viem'

/** Input the convert routes refuse: answered 400 with this message. */
export class ConvertInputError extends Error {
  override name = 'ConvertInputError'
}

/** A CAIP-10 address of the eip155 namespace, as a convert request names a token or account. */
export interface CaipAddress {
  chainId: number
  address: Address
  /** As the request wrote it: quotes name their tokens back this way. */
  raw: string
}

const present = (value: unknown) => value !== undefined && value !== null && value !== ''
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * A CAIP-10 address (`eip155:<chainId>:<0x address>`, any case) read from a request field.
 * @example
 * readCaipAddress('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'from')
 * // { chainId: 31337, address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', raw: 'eip155:31337:0xeeee...' }
 */
export function readCaipAddress(value: unknown, field: string): CaipAddress {
  if (!present(value)) throw new ConvertInputError(`Missing ${field}`)
  const match =
    typeof value === 'string' ? /^eip155:([1-9]\d{0,15}):(0x[0-9a-fA-F]{40})$/.exec(value) : null
  if (!match?.[1] || !match[2]) {
    throw new ConvertInputError(
      `Invalid ${field}: ${shown(value)} (expected a CAIP-10 address, eip155:<chainId>:<0x address>)`,
    )
  }
  return {
    chainId: Number(match[1]),
    address: getAddress(match[2].toLowerCase()),
    raw: value as string,
  }
}

/**
 * The chain id of a CAIP-2 `eip155:<chainId>` request field.
 * @example
 * readCaipChain('eip155:31337') // 31337
 */
export function readCaipChain(value: unknown, field = 'chainId'): number {
  if (!present(value)) throw new ConvertInputError(`Missing ${field}`)
  const match = typeof value === 'string' ? /^eip155:([1-9]\d{0,15})$/.exec(value) : null
  if (!match?.[1]) {
    throw new ConvertInputError(`Invalid ${field}: ${shown(value)} (expected eip155:<chainId>)`)
  }
  return Number(match[1])
}

/**
 * An amount in base units: a positive decimal integer string that fits a uint256.
 * @example
 * readAmount('1000000000000000000', 'amount') // 10n ** 18n
 */
export function readAmount(value: unknown, field: string): bigint {
  if (!present(value)) throw new ConvertInputError(`Missing ${field}`)
  const amount = typeof value === 'string' && /^\d{1,78}$/.test(value) ? BigInt(value) : -1n
  if (amount <= 0n || amount > maxUint256) {
    throw new ConvertInputError(
      `Invalid ${field}: ${shown(value)} (expected a positive integer in base units)`,
    )
  }
  return amount
}

/**
 * Refuses addresses that are not all on one chain, and answers that chain.
 * @example
 * sameChain([user, from, to]) // 31337
 */
export function sameChain(addresses: readonly [CaipAddress, ...CaipAddress[]]): number {
  const [first] = addresses
  if (addresses.some((entry) => entry.chainId !== first.chainId)) {
    throw new ConvertInputError(
      `The addresses are on different chains: ${addresses.map((entry) => entry.raw).join(', ')}`,
    )
  }
  return first.chainId
}

/** A slippage tolerance as an exact fraction: `percent / hundred` percent of 100. */
export interface Slippage {
  percent: bigint
  hundred: bigint
}

/**
 * A slippage tolerance in percent ("1", "0.5", up to 18 decimals, at most 100), kept exact.
 * @example
 * readSlippage('0.5') // { percent: 5n, hundred: 1000n }
 */
export function readSlippage(value: unknown): Slippage {
  if (!present(value)) {
    throw new ConvertInputError('Missing eip155.slippage (a percentage such as "1")')
  }
  const text = typeof value === 'number' ? String(value) : value
  const match = typeof text === 'string' ? /^(\d{1,3})(?:\.(\d{1,18}))?$/.exec(text) : null
  const whole = match?.[1]
  if (whole === undefined) {
    throw new ConvertInputError(
      `Invalid eip155.slippage: ${shown(value)} (expected a percentage such as "1" or "0.5")`,
    )
  }
  const fraction = match?.[2] ?? ''
  const slippage = {
    percent: BigInt(whole + fraction),
    hundred: 100n * 10n ** BigInt(fraction.length),
  }
  if (slippage.percent > slippage.hundred) {
    throw new ConvertInputError(`Invalid eip155.slippage: ${shown(value)} (at most 100)`)
  }
  return slippage
}

/**
 * The least a swap quoted at `quote` may pay with `slippage` allowed: the quote times
 * (100 - slippage) / 100, rounded down, worked out exactly with integers.
 * @example
 * minAmountOut(1000n, readSlippage('0.5')) // 995n
 */
export function minAmountOut(quote: bigint, { percent, hundred }: Slippage): bigint {
  return (quote * (hundred - percent)) / hundred
}
