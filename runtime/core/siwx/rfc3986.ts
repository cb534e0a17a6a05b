// RFC 3986 appendix A, as regular expressions built rule by rule (names follow the ABNF). Each
// repetition matches one character one way, and every use is anchored, so a failing input costs
// linear time, not exponential backtracking.

const hex = '[0-9A-Fa-f]'
const pctEncoded = `%${hex}{2}`
const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const pchar = `(?:[${unreserved}${subDelims}:@]|${pctEncoded})`
const scheme = '[A-Za-z][A-Za-z0-9+\\-.]*'
const userinfo = `(?:[${unreserved}${subDelims}:]|${pctEncoded})*`
const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
const ipv4 = `${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}`
const h16 = `${hex}{1,4}`
const ls32 = `(?:${h16}:${h16}|${ipv4})`
/** `[ *n( h16 ":" ) h16 ]`: the part before `::`, at most n + 1 groups. */
const before = (n: number) => `(?:(?:${h16}:){0,${n}}${h16})?`
const ipv6 = `(?:${[
  `(?:${h16}:){6}${ls32}`,
  `::(?:${h16}:){5}${ls32}`,
  `${before(0)}::(?:${h16}:){4}${ls32}`,
  `${before(1)}::(?:${h16}:){3}${ls32}`,
  `${before(2)}::(?:${h16}:){2}${ls32}`,
  `${before(3)}::${h16}:${ls32}`,
  `${before(4)}::${ls32}`,
  `${before(5)}::${h16}`,
  `${before(6)}::`,
].join('|')})`
const ipvFuture = `v${hex}+\\.[${unreserved}${subDelims}:]+`
const ipLiteral = `\\[(?:${ipv6}|${ipvFuture})\\]`
const regName = `(?:[${unreserved}${subDelims}]|${pctEncoded})*`
const authority = `(?:${userinfo}@)?(?:${ipLiteral}|${ipv4}|${regName})(?::[0-9]*)?`
const segment = `${pchar}*`
const segmentNz = `${pchar}+`
const pathAbempty = `(?:/${segment})*`
const pathAbsolute = `/(?:${segmentNz}(?:/${segment})*)?`
const pathRootless = `${segmentNz}(?:/${segment})*`
const queryOrFragment = `(?:${pchar}|[/?])*`
const uri = `${scheme}:(?://${authority}${pathAbempty}|${pathAbsolute}|${pathRootless}|)(?:\\?${queryOrFragment})?(?:#${queryOrFragment})?`

// A DNS name (RFC 1123 labels): letters, digits and inner hyphens, 1 to 63 per label. The last label
// is not all digits, so `999.1.1.1` cannot pass as a name where it fails as an IPv4 address.
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const dnsName = `(?:${label}\\.)*(?=[A-Za-z0-9-]*[A-Za-z-])${label}`
const port = '(?:[0-9]{1,5})'

const anchored = (source: string) => new RegExp(`^${source}$`)

/**
 * Single RFC 3986 rules, anchored, for the grammar's own conformance vectors.
 * @example rfc3986Rules['reg-name'].test('service.org') // true
 */
export const rfc3986Rules = {
  scheme: anchored(scheme),
  'pct-encoded': anchored(pctEncoded),
  userinfo: anchored(userinfo),
  IPvFuture: anchored(ipvFuture),
  'reg-name': anchored(regName),
  'segment-nz': anchored(segmentNz),
  fragment: anchored(queryOrFragment),
  pchar: anchored(pchar),
} as const

const uriPattern = anchored(uri)
const pcharsPattern = anchored(`${pchar}*`)
const domainPattern = anchored(`(?:${userinfo}@)?(?:${ipLiteral}|${ipv4}|${dnsName})(?::${port})?`)

/**
 * Whether `value` is an absolute RFC 3986 URI (`scheme ":" hier-part [ "?" query ] [ "#" fragment ]`).
 * @example isRfc3986Uri('https://service.org/login') // true
 */
export function isRfc3986Uri(value: string): boolean {
  return uriPattern.test(value)
}

/**
 * Whether `value` is `*pchar` (EIP-4361's request-id).
 * @example isPchars('some_id') // true
 */
export function isPchars(value: string): boolean {
  return pcharsPattern.test(value)
}

/**
 * Whether `value` is an RFC 3986 authority whose host is an IP literal, an IPv4 address or a DNS
 * name, with a port of at most 65535: the domain of a sign-in message. RFC 3986 alone would also
 * accept registered names such as `not_rfc4501`, which no browser origin can have.
 * @example isSiwxDomain('service.org:8443') // true
 */
export function isSiwxDomain(value: string): boolean {
  if (!domainPattern.test(value)) return false
  const host = value.slice(value.lastIndexOf('@') + 1).replace(/:[0-9]{1,5}$/, '')
  const portText = value.length > host.length ? /:([0-9]{1,5})$/.exec(value)?.[1] : undefined
  if (portText !== undefined && Number(portText) > 65_535) return false
  return host.startsWith('[') || host.length <= 253
}
