import type { NormalizedConfig } from '../../../schema/index.js'
import type { RegistryWallet } from '../registry/RegistryWallet.js'
import { isWalletExcluded } from './isWalletExcluded.js'
import type { ConnectItem } from './selectConnectGroups.js'

/** Ids and rdns already listed by earlier groups; taken wallets are added to them. */
export interface TakenWallets {
  ids: Set<string>
  rdns: Set<string>
}

/**
 * The Connect rows of registry wallets (featured or recommended), at most `limit`: wallets the
 * config excludes, or already listed (same id, or same rdns as an installed, recent or earlier
 * wallet), are skipped; each taken one marks its id and rdns as taken for the groups after it.
 * @example
 * takeRegistryItems(state.wallets, taken, 'recommended', config.wallets, 4)
 */
export function takeRegistryItems(
  wallets: readonly RegistryWallet[],
  taken: TakenWallets,
  source: 'featured' | 'recommended',
  exclusions: Pick<NormalizedConfig['wallets'], 'excludeRdns' | 'excludeNames'>,
  limit = Number.POSITIVE_INFINITY,
): ConnectItem[] {
  const items: ConnectItem[] = []
  for (const wallet of wallets) {
    if (items.length >= limit) break
    const { id, name, rdns } = wallet
    if (taken.ids.has(id) || (rdns && taken.rdns.has(rdns))) continue
    if (isWalletExcluded({ name, rdns }, exclusions)) continue
    items.push({ kind: 'wallet', id, name, icon: wallet.image_url, rdns, source })
    taken.ids.add(id)
    if (rdns) taken.rdns.add(rdns)
  }
  return items
}
