import type { Eip1193Provider } from '../Connector.js'
import { sanitizeWalletIcon } from '../sanitizeWalletIcon.js'
import { sanitizeWalletName } from '../sanitizeWalletName.js'

/** An EIP-6963 announcement that passed validation, its name and icon made safe to show. */
export interface Announcement {
  uuid: string
  name: string
  icon: string | undefined
  rdns: string
  provider: Eip1193Provider
}

// Reverse DNS as wallets use it (io.metamask, com.coinbase.wallet); no ':' so ids stay parseable.
const rdnsPattern = /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/i

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object'
}

function read(detail: unknown): Announcement | undefined {
  if (!isRecord(detail) || !isRecord(detail.info) || !isRecord(detail.provider)) return undefined
  const { uuid, name, icon, rdns } = detail.info
  const provider = detail.provider
  if (typeof uuid !== 'string' || typeof name !== 'string') return undefined
  if (typeof icon !== 'string' || typeof rdns !== 'string') return undefined
  if (typeof provider.request !== 'function') return undefined
  if (uuid.length === 0 || uuid.length > 128 || rdns.length > 255 || !rdnsPattern.test(rdns)) {
    return undefined
  }
  const safeName = sanitizeWalletName(name)
  if (!safeName) return undefined
  return {
    uuid,
    name: safeName,
    icon: sanitizeWalletIcon(icon),
    rdns,
    provider: provider as unknown as Eip1193Provider,
  }
}

/**
 * Validates the `detail` of an `eip6963:announceProvider` event: `info.uuid`, `info.name`,
 * `info.icon`, `info.rdns` strings and a `provider.request` function. Anything else, including a
 * detail whose getters throw, is `undefined`; it never throws. The provider object is kept as is.
 * @example
 * parseAnnouncement(event.detail)?.rdns // 'io.metamask'
 */
export function parseAnnouncement(detail: unknown): Announcement | undefined {
  try {
    return read(detail)
  } catch {
    // A hostile page script can announce objects with throwing getters or proxies.
    return undefined
  }
}
