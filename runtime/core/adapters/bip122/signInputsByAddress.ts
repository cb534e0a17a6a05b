import type { BitcoinSignInput } from './BitcoinProvider.js'

/**
 * The inputs to sign grouped by the address whose key signs them, each index once, as WBIP004's
 * `signPsbt` takes them (`Record<address, number[]>`). Built with `Object.fromEntries`, so no key
 * reaches the object's prototype.
 * @example signInputsByAddress([{ address: 'bcrt1q...', index: 0 }]) // { 'bcrt1q...': [0] }
 */
export function signInputsByAddress(inputs: readonly BitcoinSignInput[]): Record<string, number[]> {
  const byAddress = new Map<string, number[]>()
  for (const { address, index } of inputs) {
    const indexes = byAddress.get(address) ?? []
    if (!indexes.includes(index)) indexes.push(index)
    byAddress.set(address, indexes)
  }
  return Object.fromEntries(byAddress)
}
