/** At most this many accounts are read from a wallet (its word is untrusted). */
const maxAccounts = 20

/**
 * The accounts a wallet reports, read one by one with `read` from the page's list: at most 20,
 * each address once, in the wallet's order. A list that is not an array, an entry `read` turns
 * down, and an entry whose getters throw are dropped, not the others.
 * @example readDistinctAccounts(result, (entry) => readAccount(entry, isAddress))
 */
export function readDistinctAccounts<Account extends { address: string }>(
  value: unknown,
  read: (entry: unknown) => Account | undefined,
): Account[] {
  let entries: unknown[]
  try {
    entries = Array.isArray(value) ? value.slice(0, maxAccounts) : []
  } catch {
    return []
  }
  const seen = new Set<string>()
  const accounts: Account[] = []
  for (const entry of entries) {
    let account: Account | undefined
    try {
      account = read(entry)
    } catch {
      continue
    }
    if (!account || seen.has(account.address)) continue
    seen.add(account.address)
    accounts.push(account)
  }
  return accounts
}
