/**
 * The chunk a failed `import()` named in its error ("Failed to fetch dynamically imported module:
 * <url>"), when it is an http(s) JavaScript URL; otherwise `undefined`.
 * @example failedChunkUrl(new TypeError('Failed to fetch dynamically imported module: https://app.example/chunks/a.js')) // 'https://app.example/chunks/a.js'
 */
export function failedChunkUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error)
  return /(https?:\/\/[^\s'"?#]+\.js)(?:\?[^\s'"]*)?/.exec(message)?.[1]
}

/** Imports a module by URL; the browser's own `import()` unless a test passes another. */
export type ImportUrl = (url: string) => Promise<unknown>

const importUrl: ImportUrl = (url) => import(/* @vite-ignore */ url)

/**
 * Wraps a lazy `import()` so that it can be tried again after it failed (offline, say). Some
 * browsers remember a failed `import()` of a URL for the life of the page (Debian's Chromium 150
 * does), so asking for the same URL again fails at once: after a failure naming its chunk, the
 * next call imports that chunk under a fresh query (`?retry=1`, `?retry=2`, ...). Only the kit's
 * own chunk, named by the browser's error about it, is imported again.
 * @example export const loadSend = retryableImport(() => import('./send/index.js'))
 */
export function retryableImport<Module>(
  load: () => Promise<Module>,
  importAgain: ImportUrl = importUrl,
): () => Promise<Module> {
  let failedUrl: string | undefined
  let retries = 0
  return () => {
    const attempt = failedUrl
      ? (importAgain(`${failedUrl}?retry=${++retries}`) as Promise<Module>)
      : load()
    return attempt.catch((error: unknown) => {
      failedUrl = failedChunkUrl(error) ?? failedUrl
      throw error
    })
  }
}
