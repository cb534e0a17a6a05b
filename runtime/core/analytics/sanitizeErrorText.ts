/** Longest stack trace sent: a dozen frames, enough to find the failing code. */
export const maxStackTraceLength = 2_000

/** Longest error message sent. */
export const maxErrorMessageLength = 500

// Shorter query values are too common ('1', 'en') to be found and removed anywhere in a text;
// the whole query string is removed all the same.
const minSecretLength = 3

// A URL with a scheme (http:, https:, blob:, chrome-extension:, webpack-internal:...), its query or
// fragment, and the `:line:column` a stack frame puts after it, kept.
const urlWithQuery =
  /([a-z][a-z\d+.-]*:\/\/[^\s?#()'"<>]*)[?#][^\s()'"<>]*?((?::\d+){1,2})?(?=[\s()'"<>]|$)/gi

/** Every piece of the page URL's query and fragment that could show up in a text. */
function secretsOf(pageUrl: string): string[] {
  let url: URL
  try {
    url = new URL(pageUrl)
  } catch {
    return []
  }
  const pieces = [url.search, url.hash, url.hash.slice(1)]
  for (const [key, value] of url.searchParams) pieces.push(`${key}=${value}`, value)
  for (const piece of url.search.slice(1).split('&')) pieces.push(piece, piece.split('=')[1] ?? '')
  const found = new Set<string>()
  for (const piece of pieces) {
    if (piece.length < minSecretLength) continue
    found.add(piece)
    try {
      found.add(decodeURIComponent(piece))
      found.add(encodeURIComponent(piece))
    } catch {
      // Not valid percent-encoding: the raw piece is what a text would hold.
    }
  }
  // Longest first, so a value inside a longer piece does not leave the rest of it behind.
  return [...found].sort((a, b) => b.length - a.length)
}

/**
 * An error's text as an error report may carry it (SECURITY.md, Privacy): everything of the
 * page URL's query and fragment removed (whole, each parameter, raw and percent-decoded),
 * then the query and fragment of every URL in it (a stack frame keeps its `:line:column`), then
 * cut to `maxLength`. Removing before cutting, so a cut never leaves half a query behind.
 * @example
 * sanitizeErrorText('at f (https://app.example/a.js?v=2:10:5)', 'https://app.example/?token=abc', 2000)
 * // 'at f (https://app.example/a.js:10:5)'
 */
export function sanitizeErrorText(text: string, pageUrl: string, maxLength: number): string {
  let clean = text
  for (const secret of secretsOf(pageUrl)) clean = clean.split(secret).join('')
  clean = clean.replace(urlWithQuery, '$1$2')
  return clean.length > maxLength ? clean.slice(0, maxLength) : clean
}
