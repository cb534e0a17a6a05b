/**
 * A wallet of the registry (or a custom wallet of the config) as the kit shows it: every field
 * checked (SECURITY.md, "Untrusted data"). `name` is plain text (bidi and zero-width characters
 * removed, length-capped); `image_url` is only for an `<img src>`; each link is validated, and
 * `undefined` when it was missing or rejected.
 */
export interface RegistryWallet {
  id: string
  name: string
  /** The image to show: the Wallet API's `/getWalletImage/{image_id}`, else a checked `image_url`. */
  image_url: string | undefined
  rdns: string | undefined
  /** CAIP-2 ids of the chains the wallet supports. */
  chains: readonly string[]
  /** Deep link (`metamask://`) or https universal link of the mobile app. */
  mobile_link: string | undefined
  /** Deep link of the desktop app. */
  desktop_link: string | undefined
  /** https link of the web app. */
  webapp_link: string | undefined
  homepage: string | undefined
  app_store: string | undefined
  play_store: string | undefined
  chrome_store: string | undefined
  badge_type: 'certified' | 'none' | undefined
  /** Where the kit learnt of it: the Wallet API or the config's `wallets.custom`. */
  source: 'registry' | 'custom'
}
