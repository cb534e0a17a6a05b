/**
 * Whether a site connected this dev wallet side before (localStorage `key`), so a reload answers
 * without a prompt. Blocked storage (a sandboxed frame) reads as a fresh install.
 * @example if (remembered(storageKey)) authorized = true
 */
export function remembered(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'connected'
  } catch {
    return false
  }
}

/**
 * Keeps or forgets the connection of a dev wallet side. With storage blocked, the connection
 * then lasts as long as the page.
 * @example remember(storageKey, true)
 */
export function remember(key: string, connected: boolean): void {
  try {
    if (connected) localStorage.setItem(key, 'connected')
    else localStorage.removeItem(key)
  } catch {
    // Blocked storage: nothing to keep it in.
  }
}
