// The form of every Bitcoin address encoding, checked in the first load without a checksum (that
// needs SHA-256 and bech32 polymod, which arrive with the lazily loaded code): enough to refuse a
// typo's shape, a mixed-case bech32 text or another chain's address at once.

/** Base58 P2PKH and P2SH: mainnet `1` and `3`, testnet and regtest `m`, `n` and `2`. */
const base58Address = /^[13mn2][1-9A-HJ-NP-Za-km-z]{24,34}$/

/** Bech32 and bech32m segwit addresses of mainnet, testnet and regtest, one case throughout. */
const lowerBech32 = /^(?:bc|tb|bcrt)1([qpzry9x8gf2tvdw0s3jn54khce6mua7l]+)$/
const upperBech32 = /^(?:BC|TB|BCRT)1([QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]+)$/

/** Witness versions 1 to 16, as the first data character (version 0 is `q`). */
const laterVersions = 'pzry9x8gf2tvdw0s'

/**
 * Whether the data part (after `1`) has a segwit shape: version 0 (`q`) with a 20- or 32-byte
 * program (39 or 59 characters with the version and the 6-character checksum), or version 1 to 16
 * with a 2- to 40-byte program (11 to 71 characters).
 */
function isSegwitData(data: string): boolean {
  const version = data[0]?.toLowerCase() ?? ''
  if (version === 'q') return data.length === 39 || data.length === 59
  return laterVersions.includes(version) && data.length >= 11 && data.length <= 71
}

/**
 * Whether `value` has the form of a Bitcoin address (SPEC section 5) of mainnet, testnet or
 * regtest: base58 P2PKH or P2SH (25 to 35 characters), or bech32 / bech32m (`bc1`, `tb1`,
 * `bcrt1`, all lowercase or all uppercase). The checksum is checked where it matters (the send
 * form, sign-in), by code that loads with them.
 * @example
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // true
 * isBitcoinAddress('bc1qAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // false (mixed case)
 */
export function isBitcoinAddress(value: string): boolean {
  if (typeof value !== 'string' || value.length > 90) return false
  if (base58Address.test(value)) return true
  const data = lowerBech32.exec(value)?.[1] ?? upperBech32.exec(value)?.[1]
  return data !== undefined && isSegwitData(data)
}
