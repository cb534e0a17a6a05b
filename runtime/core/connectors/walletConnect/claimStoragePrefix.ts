// The SDK keeps one core per storage prefix for the whole page (on `globalThis`), so two kits in
// one page must never share a prefix; yet a kit must find its prefix again after a reload to
// restore its session. Hence the lowest free index: the first kit of a page is always
// `appkit-wc-0`. This set mirrors the SDK's page-wide cache; it holds nothing else.
const claimed = new Set<string>()

/** A storage prefix held by one kit until `release()`. */
export interface StoragePrefixClaim {
  prefix: string
  release(): void
}

/**
 * Claims the lowest `appkit-wc-<n>` prefix no live kit of this page holds.
 * @example
 * const { prefix, release } = claimStoragePrefix() // 'appkit-wc-0' for the first kit
 */
export function claimStoragePrefix(base = 'appkit-wc'): StoragePrefixClaim {
  let index = 0
  while (claimed.has(`${base}-${index}`)) index++
  const prefix = `${base}-${index}`
  claimed.add(prefix)
  return { prefix, release: () => void claimed.delete(prefix) }
}
