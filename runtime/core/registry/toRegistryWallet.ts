import type { NormalizedConfig } from '../../../schema/index.js'
import { getWalletImageUrl } from '../api/getWalletImageUrl.js'
import type { WalletApiWallet } from '../api/parseWalletsResponse.js'
import type { WalletApiContext } from '../api/WalletApiContext.js'
import {
  isWalletExcluded,
  sanitizeWalletIcon,
  sanitizeWalletName,
  validateWalletLink,
} from '../kernel.js'
import type { RegistryWallet } from './RegistryWallet.js'

const rdnsPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i
const chainPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const maxIdLength = 128

/** What turning a wallet into a shown one needs: the API (for image URLs) and the exclusions. */
export interface ToRegistryWalletContext {
  api: WalletApiContext
  wallets: Pick<NormalizedConfig['wallets'], 'excludeRdns' | 'excludeNames'>
}

/** A registry wallet, or a custom one from the config (same fields, all optional but id and name). */
export type WalletInput = Pick<WalletApiWallet, 'id' | 'name'> &
  Partial<Omit<WalletApiWallet, 'id' | 'name' | 'chains'>> & { chains?: readonly string[] }

/**
 * Checks one wallet of the registry or of `wallets.custom` for showing (SECURITY.md, SPEC
 * section 5): the name becomes plain text (capped, bidi and zero-width characters removed), each
 * link is validated on its own (a rejected one is `undefined`, the wallet stays), the image is
 * the Wallet API's or a checked https / data:image URL. `undefined` for a wallet without a
 * usable id or name, or one the config excludes by rdns or by case-insensitive name.
 * @example
 * toRegistryWallet({ id: 'x', name: 'Evil\u202e', mobile_link: 'javascript:alert(1)' }, context)
 * // { id: 'x', name: 'Evil', mobile_link: undefined, ... }
 */
export function toRegistryWallet(
  input: WalletInput,
  context: ToRegistryWalletContext,
  source: RegistryWallet['source'] = 'registry',
): RegistryWallet | undefined {
  const id = input.id.trim()
  const name = sanitizeWalletName(input.name)
  if (!id || id.length > maxIdLength || !name) return undefined
  const rdns = input.rdns && rdnsPattern.test(input.rdns) ? input.rdns : undefined
  if (isWalletExcluded({ name, rdns }, context.wallets)) return undefined
  const image =
    (input.image_id ? getWalletImageUrl(context.api, input.image_id) : undefined) ??
    sanitizeWalletIcon(input.image_url)
  const badge = input.badge_type
  return {
    id,
    name,
    image_url: image,
    rdns,
    chains: (input.chains ?? []).filter((chain) => chainPattern.test(chain)),
    mobile_link: validateWalletLink(input.mobile_link, 'deep'),
    desktop_link: validateWalletLink(input.desktop_link, 'deep'),
    webapp_link: validateWalletLink(input.webapp_link, 'web'),
    homepage: validateWalletLink(input.homepage, 'web'),
    app_store: validateWalletLink(input.app_store, 'web'),
    play_store: validateWalletLink(input.play_store, 'web'),
    chrome_store: validateWalletLink(input.chrome_store, 'web'),
    badge_type: badge === 'certified' || badge === 'none' ? badge : undefined,
    source,
  }
}
