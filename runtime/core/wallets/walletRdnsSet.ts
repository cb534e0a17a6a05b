/** The suffix mobile builds of wallets add to their desktop rdns (io.metamask.mobile). */
const mobileSuffix = '.mobile'

/**
 * The rdns values a list of installed wallets covers. On mobile an installed mobile wallet counts
 * as its desktop rdns too (SPEC section 5), so `io.metamask.mobile` also covers `io.metamask`.
 * @example
 * walletRdnsSet([{ rdns: 'io.metamask.mobile' }], true) // Set { 'io.metamask.mobile', 'io.metamask' }
 */
export function walletRdnsSet(
  wallets: readonly { rdns?: string | undefined }[],
  isMobile: boolean,
): Set<string> {
  const set = new Set<string>()
  for (const { rdns } of wallets) {
    if (!rdns) continue
    set.add(rdns)
    if (isMobile && rdns.endsWith(mobileSuffix)) set.add(rdns.slice(0, -mobileSuffix.length))
  }
  return set
}
