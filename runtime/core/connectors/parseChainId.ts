/**
 * Reads a chain id the way wallets send it: hex (`'0x2105'`, EIP-1193), a decimal string (some
 * older wallets) or a number. Anything else, zero and unsafe integers are `undefined`.
 * @example
 * parseChainId('0x2105') // 8453
 * parseChainId(8453) // 8453
 * parseChainId('base') // undefined
 */
export function parseChainId(value: unknown): number | undefined {
  let chainId: number | undefined
  if (typeof value === 'number') chainId = value
  else if (typeof value === 'string' && /^0x[0-9a-f]{1,13}$/i.test(value)) {
    chainId = Number.parseInt(value, 16)
  } else if (typeof value === 'string' && /^[0-9]{1,15}$/.test(value)) chainId = Number(value)
  return chainId !== undefined && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}
