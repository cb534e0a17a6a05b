/**
 * Whether `uri` is an absolute http(s) URL of at most 2048 characters on exactly `origin`: a page
 * of the secure site, never a look-alike (`https://secure.example.evil.com`, userinfo tricks).
 * @example isOnOrigin('https://secure.example/social/callback?code=c', 'https://secure.example') // true
 */
export function isOnOrigin(uri: unknown, origin: string): uri is string {
  if (typeof uri !== 'string' || uri.length > 2048) return false
  try {
    const url = new URL(uri)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin
  } catch {
    return false
  }
}
