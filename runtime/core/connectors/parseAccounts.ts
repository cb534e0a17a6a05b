const addressPattern = /^0x[0-9a-fA-F]{40}$/

/** Upper and lower case letters together: the case then carries an EIP-55 checksum. */
function isMixedCase(address: string): boolean {
  const body = address.slice(2)
  return body !== body.toLowerCase() && body !== body.toUpperCase()
}

/**
 * Reads the account list a wallet answers `eth_accounts` / `eth_requestAccounts` or
 * `accountsChanged` with: `undefined` when it is not a list; otherwise the well-formed addresses,
 * checksummed (EIP-55), each once, in the wallet's order. Entries that are not addresses are
 * dropped rather than shown, and so is a mixed-case address whose checksum is wrong (SECURITY.md:
 * a typo or a tampered address, never silently "repaired").
 * @example
 * await parseAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']) // ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']
 * await parseAccounts(['0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266']) // [] (bad checksum)
 */
export async function parseAccounts(value: unknown): Promise<readonly `0x${string}`[] | undefined> {
  if (!Array.isArray(value)) return undefined
  // Loaded on the first answer from a wallet: viem is not part of the JavaScript a visitor
  // fetches before connecting (a static import here put ~40 KB gzip on the first load).
  const { getAddress } = await import('viem/utils')
  const accounts: `0x${string}`[] = []
  for (const entry of value.slice(0, 100)) {
    if (typeof entry !== 'string' || !addressPattern.test(entry)) continue
    // Wallets send lowercase or checksummed; one canonical form keeps comparisons simple.
    const address = getAddress(entry.toLowerCase())
    if (isMixedCase(entry) && entry !== address) continue
    if (!accounts.includes(address)) accounts.push(address)
  }
  return accounts
}
