import type { AccountTransaction, AccountTransfer } from './AccountTransaction.js'
import {
  decimalString,
  displayText,
  isRecord,
  maxNameLength,
  maxSymbolLength,
  plainId,
} from './readFields.js'
import { sanitizeImageUrl } from './sanitizeImageUrl.js'

const statuses = ['confirmed', 'failed', 'pending'] as const
const directions = ['in', 'out', 'self'] as const
const hashPattern = /^0x[0-9a-fA-F]{64}$/

function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return list.find((entry) => entry === value)
}

function parseTransfer(value: unknown): AccountTransfer | undefined {
  if (!isRecord(value) || !isRecord(value.quantity)) return undefined
  const quantity = decimalString(value.quantity.numeric)
  if (quantity === undefined) return undefined
  const direction = oneOf(directions, value.direction)
  const common = { quantity, ...(direction ? { direction } : {}) }
  const { nft_info: nft, fungible_info: fungible } = value
  if (isRecord(nft)) {
    const content = isRecord(nft.content) ? nft.content : {}
    const preview = isRecord(content.preview) ? content.preview : {}
    const imageUrl = sanitizeImageUrl(preview.url)
    const isSpam = isRecord(nft.flags) && nft.flags.is_spam === true
    const name = displayText(nft.name, maxNameLength) ?? 'NFT'
    return { kind: 'nft', name, ...(imageUrl ? { imageUrl } : {}), ...common, isSpam }
  }
  if (!isRecord(fungible)) return undefined
  const symbol = displayText(fungible.symbol, maxSymbolLength)
  const name = displayText(fungible.name, maxNameLength) ?? symbol
  if (!name) return undefined
  const iconUrl = sanitizeImageUrl(isRecord(fungible.icon) ? fungible.icon.url : undefined)
  return {
    kind: 'fungible',
    name,
    ...(symbol ? { symbol } : {}),
    ...(iconUrl ? { iconUrl } : {}),
    ...common,
    isSpam: false,
  }
}

function isoTime(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const time = new Date(value)
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString()
}

/**
 * One entry of `GET /v1/account/{account}/history`, validated and made safe to show, or
 * `undefined` when it is malformed (any malformed transfer included: a half-read transaction could
 * hide that it is spam).
 * @example parseTransaction(body.data[0]) // { id: '0x…', operationType: 'send', transfers: [...] }
 */
export function parseTransaction(value: unknown): AccountTransaction | undefined {
  if (!isRecord(value) || !isRecord(value.metadata) || !Array.isArray(value.transfers)) {
    return undefined
  }
  const { metadata } = value
  const id = plainId(value.id)
  const minedAt = isoTime(metadata.minedAt)
  const operationType = displayText(metadata.operationType, 32)
  const status = oneOf(statuses, metadata.status)
  const sentFrom = displayText(metadata.sentFrom, 128) ?? ''
  const sentTo = displayText(metadata.sentTo, 128) ?? ''
  const chain = metadata.chain
  if (!id || !minedAt || !operationType || !status) return undefined
  if (typeof chain !== 'string' || !/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chain)) {
    return undefined
  }
  if (value.transfers.length > 100) return undefined
  const transfers = value.transfers.map(parseTransfer)
  if (!transfers.every((transfer): transfer is AccountTransfer => transfer !== undefined)) {
    return undefined
  }
  const { hash } = metadata
  return {
    id,
    ...(typeof hash === 'string' && hashPattern.test(hash) ? { hash } : {}),
    minedAt,
    operationType,
    status,
    sentFrom,
    sentTo,
    chain,
    transfers,
  }
}

/**
 * Whether a transaction only moved NFTs the service flags as spam: hidden from the activity
 * (SPEC section 5), as airdropped spam NFTs are how phishing links reach a wallet.
 * @example isSpamOnly(transaction) // true when every transfer is a spam NFT
 */
export function isSpamOnly(transaction: AccountTransaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((t) => t.kind === 'nft' && t.isSpam)
}
