import { describe, expect, it } from 'vitest'
import { devServiceLines } from './devServiceLines.js'

const analytics = { pageUrl: 'http://127.0.0.1:40007/' }

describe('devServiceLines', () => {
  it('names the files to edit while appkit dev runs, and the events page', () => {
    const lines = devServiceLines({
      walletApi: {
        url: 'http://127.0.0.1:40003',
        configFiles: {
          remoteConfig: '/app/.appkit/remote-config.json',
          analyticsConfig: '/app/.appkit/analytics-config.json',
        },
      },
      analytics,
    })
    expect(lines).toEqual([
      'Wallet API: http://127.0.0.1:40003',
      '  remote config (edit while running, applies on the next page load): /app/.appkit/remote-config.json',
      '  analytics config (edit while running): /app/.appkit/analytics-config.json',
      'Analytics events (what the app sent, in order): http://127.0.0.1:40007/',
    ])
  })

  it('names no file when the answers are kept in memory', () => {
    const lines = devServiceLines({
      walletApi: { url: 'http://127.0.0.1:40003', configFiles: undefined },
      analytics,
    })
    expect(lines.join('\n')).not.toContain('edit while running')
    expect(lines).toContain(
      'Analytics events (what the app sent, in order): http://127.0.0.1:40007/',
    )
  })
})
