import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { loadWalletApi, raiseAlert, type WalletApi } from '../kernel.js'
import { type AnalyticsEnvironment, browserAnalyticsEnvironment } from './AnalyticsEnvironment.js'
import { type AnalyticsSender, createAnalyticsSender } from './createAnalyticsSender.js'
import { createErrorReportLimit } from './createErrorReportLimit.js'
import type { AnalyticsSession, TrackedEvent } from './startAnalytics.js'
import { toAnalyticsProps } from './toAnalyticsProps.js'

export interface CreateAnalyticsOptions {
  /** Defaults to the page (`browserAnalyticsEnvironment()`). */
  environment?: AnalyticsEnvironment
  /** Defaults to `loadWalletApi` (the Wallet API client's chunk, shared with the registry). */
  loadWalletApi?: () => Promise<WalletApi>
}

// Events while the project's answer is awaited (at most the Wallet API's 10 s timeout).
const maxWaitingEvents = 20

/** The events endpoint: `{services.analytics}/e` with the query every Wallet API call carries. */
function endpointOf(appKit: AppKit, api: WalletApi): string {
  const url = new URL(`${appKit.config.services.analytics.replace(/\/+$/, '')}/e`)
  url.searchParams.set('projectId', appKit.config.projectId)
  url.searchParams.set('st', api.sdkType)
  url.searchParams.set('sv', api.sdkVersion)
  return url.href
}

/**
 * Analytics and error reports of one kit, once `startAnalytics` has fetched this chunk: asks
 * the project once whether to send anything (`/getAnalyticsConfig`; a 403 raises 'Invalid App
 * Configuration' once, any other failure sends nothing), then sends each tracked event as
 * SPEC section 7 names it (`toAnalyticsProps`), error reports at most 5 per rolling 60 s
 * (`createErrorReportLimit`). Events before the answer wait, a few; if the answer is no, they
 * are dropped with everything after.
 * @example
 * const session = createAnalytics(appKit)
 * session.track({ name: 'modalClose', data: { connected: false }, timestamp: Date.now() })
 */
export function createAnalytics(
  appKit: AppKit,
  options: CreateAnalyticsOptions = {},
): AnalyticsSession {
  const environment = options.environment ?? browserAnalyticsEnvironment()
  const limit = createErrorReportLimit()
  const forbidden = () => raiseAlert(appKit, 'ORIGIN_NOT_ALLOWED', { once: true })
  // `undefined` once the project answered (or could not): events then go to the sender, or nowhere.
  let waiting: string[] | undefined = []
  let sender: AnalyticsSender | undefined
  let stopped = false

  const answered = (api: WalletApi | undefined, enabled: boolean) => {
    const ready = waiting ?? []
    waiting = undefined
    if (!api || !enabled || stopped) return
    sender = createAnalyticsSender({
      endpoint: endpointOf(appKit, api),
      environment,
      onForbidden: forbidden,
      // A warning, never an error: errors are reported, and this one would report itself.
      onUnreachable: () =>
        appKit.logger.warn('Analytics endpoint unreachable: events of this page are dropped.'),
    })
    for (const body of ready) sender.send(body)
  }
  ;(options.loadWalletApi ?? loadWalletApi)()
    .then(async (api) => {
      const { isAnalyticsEnabled } = await api.getAnalyticsConfig(
        api.walletApiContext(appKit.config),
      )
      answered(api, isAnalyticsEnabled)
    })
    .catch((error: unknown) => {
      answered(undefined, false)
      if ((error as { status?: unknown } | null)?.status === 403) forbidden()
      else appKit.logger.debug('Analytics configuration unavailable: nothing is sent', error)
    })

  const addressOf = (namespace: ChainNamespace) =>
    appKit.stores.chains.getState().accounts[namespace]?.address

  return {
    track(event: TrackedEvent) {
      if (stopped || (waiting === undefined && !sender)) return
      if (event.name === 'internalError' && !limit.allow(event.timestamp)) return
      const pageUrl = environment.pageUrl()
      const { origin, pathname, host } = new URL(pageUrl)
      const body = JSON.stringify({
        eventId: environment.randomId(),
        // Never the query or the fragment (SECURITY.md, Privacy).
        url: `${origin}${pathname}`,
        domain: host,
        timestamp: event.timestamp,
        props: toAnalyticsProps(event, { pageUrl, addressOf }),
      })
      if (sender) sender.send(body)
      else if (waiting && waiting.length < maxWaitingEvents) waiting.push(body)
    },
    stop() {
      stopped = true
      waiting = undefined
      sender?.stop()
    },
  }
}
