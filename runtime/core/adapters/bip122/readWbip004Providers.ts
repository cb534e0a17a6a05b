import { sanitizeWalletIcon, sanitizeWalletName } from '../../kernel.js'
import type { Wbip004Provider } from './requestWbip004.js'

/** At most this many `btc_providers` entries are read (the page's list is untrusted). */
const maxEntries = 20

/** A property path on `window`: identifiers joined by dots (`SandboxWallet.bitcoin`). */
const propertyPath = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/

/** Segments that walk into prototypes instead of a wallet's object. */
const forbiddenSegments = new Set(['__proto__', 'prototype', 'constructor'])

/** One usable WBIP004 entry: its id, its sanitized name and icon, and the provider it names. */
export interface Wbip004Entry {
  id: string
  name: string
  icon: string | undefined
  provider: Wbip004Provider
}

/** The object `id` names on `page`, or `undefined` for a path that is not a plain one. */
function resolve(page: object, id: unknown): unknown {
  if (typeof id !== 'string' || id.length > 128 || !propertyPath.test(id)) return undefined
  const segments = id.split('.')
  if (segments.some((segment) => forbiddenSegments.has(segment))) return undefined
  let current: unknown = page
  for (const segment of segments) {
    if (current === null || (typeof current !== 'object' && typeof current !== 'function')) {
      return undefined
    }
    current = (current as Record<string, unknown>)[segment]
  }
  return current
}

function readEntry(page: object, entry: unknown): Wbip004Entry | undefined {
  if (entry === null || typeof entry !== 'object') return undefined
  const { id, name, icon } = entry as Record<string, unknown>
  const provider = resolve(page, id)
  if (provider === null || (typeof provider !== 'object' && typeof provider !== 'function')) {
    return undefined
  }
  if (typeof (provider as Partial<Wbip004Provider>).request !== 'function') return undefined
  const shown = sanitizeWalletName(typeof name === 'string' ? name : '')
  if (!shown) return undefined
  return {
    id: id as string,
    name: shown,
    icon: sanitizeWalletIcon(icon),
    provider: provider as Wbip004Provider,
  }
}

/**
 * The WBIP004 wallets the page lists in `window.btc_providers` (`{ id, name, icon }`, `id` the
 * property path of the provider on `window`), in the page's order, each provider once, at most
 * 20. The list is the page's: a value that is not an array lists none; an entry whose getters
 * throw, whose id is not a plain dotted path or walks through `__proto__`, `prototype` or
 * `constructor`, whose provider has no `request` function, or whose name sanitizes to nothing is
 * dropped alone. Names and icons come out sanitized.
 * @example readWbip004Providers(window).map((entry) => entry.name) // ['Sandbox Wallet']
 */
export function readWbip004Providers(page: object): Wbip004Entry[] {
  let entries: unknown[]
  try {
    const listed = (page as { btc_providers?: unknown }).btc_providers
    entries = Array.isArray(listed) ? listed.slice(0, maxEntries) : []
  } catch {
    return []
  }
  const providers = new Set<unknown>()
  const found: Wbip004Entry[] = []
  for (const entry of entries) {
    let read: Wbip004Entry | undefined
    try {
      read = readEntry(page, entry)
    } catch {
      continue
    }
    if (!read || providers.has(read.provider)) continue
    providers.add(read.provider)
    found.push(read)
  }
  return found
}
