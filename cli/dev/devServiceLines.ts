import type { AnalyticsRecorder } from '../../sandbox/analytics/startAnalyticsRecorder.js'
import type { WalletApi } from '../../sandbox/walletApi/startWalletApi.js'

/**
 * The report's lines on the Wallet API stand-in and the analytics recorder: where the remote and
 * analytics configs are edited while `appkit dev` runs (when they are files), and the page that
 * lists the events the app sent.
 * @example
 * devServiceLines(session.sandbox)
 * // ['Wallet API: http://127.0.0.1:40003', '  remote config (edit while running, ...): /app/.appkit/remote-config.json', ...]
 */
export function devServiceLines(sandbox: {
  walletApi: Pick<WalletApi, 'url' | 'configFiles'>
  analytics: Pick<AnalyticsRecorder, 'pageUrl'>
}): string[] {
  const files = sandbox.walletApi.configFiles
  return [
    `Wallet API: ${sandbox.walletApi.url}`,
    ...(files
      ? [
          `  remote config (edit while running, applies on the next page load): ${files.remoteConfig}`,
          `  analytics config (edit while running): ${files.analyticsConfig}`,
        ]
      : []),
    `Analytics events (what the app sent, in order): ${sandbox.analytics.pageUrl}`,
  ]
}
