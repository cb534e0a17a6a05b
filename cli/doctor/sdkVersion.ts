import { existsSync, readFileSync } from 'node:fs'

/**
 * The `sv` query parameter the runtime sends, `react-appkit-<version>`, with this package's
 * version. Searched upward because this code runs from `cli/doctor/` in tests and from a
 * bundle in `dist/` when installed.
 * @example sdkVersion() // 'react-appkit-0.1.0'
 */
export function sdkVersion(): string {
  let url = new URL('./package.json', import.meta.url)
  for (let depth = 0; depth < 6; depth++) {
    if (existsSync(url)) {
      try {
        const manifest = JSON.parse(readFileSync(url, 'utf8')) as {
          name?: unknown
          version?: unknown
        }
        if (manifest.name === 'appkit' && typeof manifest.version === 'string') {
          return `react-appkit-${manifest.version}`
        }
      } catch {
        // A broken package.json further down is not ours; keep looking.
      }
    }
    url = new URL('../package.json', url)
  }
  return 'react-appkit-unknown'
}
