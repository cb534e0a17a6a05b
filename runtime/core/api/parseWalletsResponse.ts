/**
 * One wallet of `GET /getWallets` (SPEC section 3's Wallet), with its types checked. The values
 * are still untrusted: names may hold any text and links any scheme. The registry sanitizes
 * them (`toRegistryWallet`) before anything is shown or opened.
 */
export interface WalletApiWallet {
  id: string
  name: string
  image_id?: string | undefined
  image_url?: string | undefined
  rdns?: string | undefined
  chains: string[]
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
  homepage?: string | undefined
  app_store?: string | undefined
  play_store?: string | undefined
  chrome_store?: string | undefined
  badge_type?: string | undefined
}

/** The answer of `GET /getWallets`: one page of wallets and the count of all that match. */
export interface GetWalletsReturnType {
  data: WalletApiWallet[]
  count: number
}

const optionalStrings = [
  'image_id',
  'image_url',
  'rdns',
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'homepage',
  'app_store',
  'play_store',
  'chrome_store',
  'badge_type',
] as const

// A page holds at most 100 wallets; more entries than this is not a page of the registry.
const maxEntries = 1000
const maxStringLength = 4096
const maxChains = 256

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= maxStringLength

function parseWallet(value: unknown): WalletApiWallet | undefined {
  if (!isRecord(value) || !isText(value.id) || typeof value.name !== 'string') return undefined
  const wallet: WalletApiWallet = {
    id: value.id,
    name: value.name.slice(0, maxStringLength),
    chains: Array.isArray(value.chains) ? value.chains.filter(isText).slice(0, maxChains) : [],
  }
  // A field of the wrong type (or null, as the service sends for "none") is simply absent.
  for (const key of optionalStrings) if (isText(value[key])) wallet[key] = value[key]
  return wallet
}

/**
 * Checks the shape of a `getWallets` answer: `{ data: Wallet[], count }`. A wrong outer shape is
 * `undefined` (the caller's INVALID_RESPONSE); single entries without a string `id` and `name`
 * are dropped, so one bad wallet does not hide the others.
 * @example parseWalletsResponse({ data: [{ id: 'a', name: 'A' }, 42], count: 2 })?.data.length // 1
 */
export function parseWalletsResponse(body: unknown): GetWalletsReturnType | undefined {
  if (!isRecord(body) || !Array.isArray(body.data) || body.data.length > maxEntries)
    return undefined
  const { count } = body
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return undefined
  return { data: body.data.flatMap((entry) => parseWallet(entry) ?? []), count }
}
