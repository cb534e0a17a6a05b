import {
  type AppKit,
  sanitizeWalletIcon,
  sanitizeWalletName,
  storageKeys,
} from '../../../core/kernel.js'

/** The wallet a pairing is for: what the view shows and the links it may offer. */
export interface PairingWallet {
  id: string
  /** Plain text, sanitized. */
  name: string
  /** For `<img src>` only. */
  icon: string | undefined
  rdns: string | undefined
  /** Untrusted links: `buildWalletLink` checks each before anything may navigate to it. */
  mobile_link: string | undefined
  desktop_link: string | undefined
  webapp_link: string | undefined
}

/**
 * The wallet with this id among those the kit knows without asking anyone: the registry's loaded
 * wallets (custom ones included), the config's custom wallets, then the recent wallets (whose
 * `href` is the app link they were opened with). `undefined` when none has it.
 * @example findPairingWallet(appKit, 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96')
 */
export function findPairingWallet(appKit: AppKit, id: string): PairingWallet | undefined {
  const known = appKit.getRegistry?.()?.findWallet(id)
  if (known) {
    const { name, image_url, rdns, mobile_link, desktop_link, webapp_link } = known
    return { id, name, icon: image_url, rdns, mobile_link, desktop_link, webapp_link }
  }
  const custom = appKit.config.wallets.custom.find((wallet) => wallet.id === id)
  const recent = (appKit.storage.get(storageKeys.recentWallets) ?? []).find((w) => w.id === id)
  const name = sanitizeWalletName((custom ?? recent)?.name ?? '')
  if (!name) return undefined
  return {
    id,
    name,
    icon: sanitizeWalletIcon(custom?.image_url),
    rdns: custom?.rdns ?? recent?.rdns,
    mobile_link: custom?.mobile_link ?? recent?.href,
    desktop_link: custom?.desktop_link,
    webapp_link: custom?.webapp_link,
  }
}
