/** Longest wallet name shown (SECURITY: names from registries and announcements are capped). */
const maxWalletNameLength = 64

// Characters that render as nothing or reorder text: controls (Cc), and format characters (Cf:
// soft hyphen, bidi marks, embeddings, overrides and isolates, zero-width spaces and joiners, word
// joiner, BOM, tag characters), plus the Hangul fillers that render blank. They let a name look
// like another one, or make the text around it run backwards.
const invisible = /[\p{Cc}\p{Cf}\u115f\u1160\u3164\uffa0]/gu

/**
 * Turns an untrusted wallet name (EIP-6963 announcement, registry, custom wallet, storage) into
 * plain display text: invisible and direction-changing characters removed, whitespace collapsed,
 * at most 64 characters (code points, so no emoji is cut in half). Render it as text only.
 * @example
 * sanitizeWalletName('Meta\u200bMask\u202e') // 'MetaMask'
 */
export function sanitizeWalletName(value: string, maxLength = maxWalletNameLength): string {
  // Bounded work for hostile input: nothing past the first few KB can survive the cap anyway,
  // unless it hides behind thousands of invisible characters, and then it is fine to lose it.
  const text = value.slice(0, 4096).replace(invisible, '').replace(/\s+/gu, ' ').trim()
  return Array.from(text).slice(0, maxLength).join('').trim()
}
