import { randomUUID } from 'node:crypto'

/**
 * Who a websocket belongs to: the issuer (`iss`, the client's `did:key`) of the `auth` JWT that
 * WalletConnect clients put in the relay URL. The signature is not checked (the sandbox relay
 * accepts any token); the id only has to stay the same across a client's reconnections, so the
 * relay never echoes a client's own messages and knows what it has already taken. Without a
 * readable token every socket is a client of its own.
 * @example
 * clientIdFromUrl('/?auth=eyJ...&projectId=x&ua=wc-2%2Fjs-2.25.0') // 'did:key:z6Mk...'
 */
export function clientIdFromUrl(url: string | undefined): string {
  const anonymous = `anonymous:${randomUUID()}`
  try {
    const token = new URL(url ?? '/', 'ws://127.0.0.1').searchParams.get('auth')
    const payload = token?.split('.')[1]
    if (!payload) return anonymous
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    const issuer = (claims as { iss?: unknown } | null)?.iss
    return typeof issuer === 'string' && issuer.length > 0 && issuer.length < 512
      ? issuer
      : anonymous
  } catch {
    return anonymous
  }
}
