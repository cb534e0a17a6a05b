import { sdkType, sdkVersion } from '../api/sdkVersion.js'
import {
  createFrameClient,
  type FrameClient,
  type FrameRequestOptions,
} from '../frame/createFrameClient.js'
import { FrameLoadError, FrameRequestAbortedError } from '../frame/frameErrors.js'
import type { FrameRequestName, FrameRequests } from '../frame/frameProtocol.js'
import { type AppKit, emailLoginSite, raiseAlert } from '../kernel.js'
import { checkOrigin, UnverifiedDomainError } from './checkOrigin.js'
import { EmailLoginOffError } from './EmailLoginOffError.js'
import { frameAlertKey } from './frameAlertKey.js'

/** The page the secure frame is added to: its origin, and how a frame is opened in it. */
export interface FramePage {
  /** The page's origin: the frame's `parent`, and the origin the project's allowlist must name. */
  readonly origin: string
  /** Adds the secure site's frame page `src` to the page. */
  openFrame(
    src: string,
    options: { onIgnored(reason: string): void; onReload?(): void },
  ): FrameClient
}

/** The browser page the kit runs in (`location`, `document`). */
export const browserPage: FramePage = {
  get origin() {
    return location.origin
  },
  openFrame: (src, options) => createFrameClient({ src, ...options }),
}

/** A request to the secure frame, as every part of the embedded wallet sends one. */
export type FrameRequest = <Name extends FrameRequestName>(
  name: Name,
  payload: FrameRequests[Name]['payload'],
  options?: FrameRequestOptions,
) => Promise<FrameRequests[Name]['result']>

export interface FrameSession {
  /**
   * Checks the page's origin (once it passed), opens the frame if none is open, and sends the
   * request; rejects as the frame client does (SPEC section 8's errors), or with
   * UNVERIFIED_DOMAIN or EMAIL_LOGIN_OFF before any frame exists. A frame that did not load, a
   * request that timed out and a refused origin also open their alert (`frameAlertKey`), once
   * per failure, except for SIGN_OUT, whose failures are logged and tried again instead.
   */
  request: FrameRequest
  /** Whether a frame was opened (and is not being built again after failing to load). */
  isOpen(): boolean
  /** Shows the frame's own screen over `area` (opening the frame if needed). */
  show(area: Element): void
  hide(): void
  /** Removes the frame and its listener; what is pending, and any later request, is aborted. */
  dispose(): void
}

/** The secure site's frame page for `pageOrigin` (DESIGN: `services.secureSite`). */
function frameUrlOf(secureSite: string, pageOrigin: string): string {
  const url = new URL('/frame', secureSite)
  url.searchParams.set('parent', pageOrigin)
  return url.href
}

/**
 * The embedded wallet's hidden secure frame on `page`: opened on first use (never while the kit
 * is built), after the page's origin passed the project's allowlist (SPEC section 8; once per
 * page when it passes, a refusal stays, a busy or failing Wallet API is asked again); told the
 * theme and the app's metadata once ready and the theme on every change; built again on the next
 * request when it never loaded (offline). Its failures a visitor must know of open SPEC section
 * 8's alerts, beside the error the request rejects with (which the email views show inline).
 * @example const session = createFrameSession(appKit, browserPage); await session.request('IS_CONNECTED', {})
 */
export function createFrameSession(appKit: AppKit, page: FramePage): FrameSession {
  const { config, logger } = appKit
  const { theme } = appKit.stores
  let client: FrameClient | undefined
  let appDataTold: Promise<void> = Promise.resolve()
  let disposed = false

  // The theme and the app's metadata, which the frame shows on its own screens.
  function tellAppData(frameClient: FrameClient): void {
    const { themeMode } = theme.getState()
    void frameClient.request('SYNC_THEME', { themeMode }).catch(() => undefined)
    void frameClient
      .request('SYNC_DAPP_DATA', {
        metadata: config.metadata,
        sdkVersion,
        sdkType,
        projectId: config.projectId ?? '',
      })
      .catch(() => undefined)
  }

  function frame(): FrameClient {
    if (client) return client
    const found = emailLoginSite(config, page.origin)
    // Connect never offers it then; a login stored under another config is not restored.
    if (!('site' in found)) throw new EmailLoginOffError(found.off)
    // A frame that reloaded (RELOAD, or on its own) lost the theme, the app's data and the network
    // the kit is on (it starts on its own default): told again.
    const created = page.openFrame(frameUrlOf(found.site, page.origin), {
      onIgnored: (reason) => logger.debug(`Secure frame: ignored ${reason}`),
      onReload: () =>
        void created.ready().then(
          () => {
            tellAppData(created)
            const chainId = appKit.stores.chains.getNetwork('eip155').caipNetwork?.id
            if (chainId !== undefined) {
              void created.request('SWITCH_NETWORK', { chainId }).catch(() => undefined)
            }
          },
          () => undefined,
        ),
    })
    client = created
    // Told before any request is posted: the frame's screens and the secure site's pages (a social
    // consent page) name the app from it.
    appDataTold = created.ready().then(
      () => tellAppData(created),
      (error: unknown) => {
        // A frame that never loaded (offline) is built again on the next try.
        if (error instanceof FrameLoadError && client === created) {
          created.destroy()
          client = undefined
        }
      },
    )
    return created
  }

  let originChecked: Promise<void> | undefined
  function checkPageOrigin(): Promise<void> {
    originChecked ??= checkOrigin(appKit, page.origin).catch((error: unknown) => {
      if (!(error instanceof UnverifiedDomainError)) originChecked = undefined
      throw error
    })
    return originChecked
  }

  // Every request waiting on a frame that did not load, or on a refused origin, fails with the
  // same error: it opens its alert once.
  const alerted = new WeakSet<object>()
  function alertFor(name: FrameRequestName, error: unknown): void {
    const key = frameAlertKey(error)
    if (!key || name === 'SIGN_OUT' || disposed || alerted.has(error as object)) return
    alerted.add(error as object)
    raiseAlert(appKit, key, { cause: error })
  }

  const stopThemeSync = theme.subscribe(({ themeMode }) => {
    if (client) void client.request('SYNC_THEME', { themeMode }).catch(() => undefined)
  })

  return {
    async request(name, payload, options = {}) {
      if (disposed) throw new FrameRequestAbortedError(name)
      try {
        await checkPageOrigin()
        // The kit may have been destroyed while the Wallet API answered: no frame for it then.
        if (disposed) throw new FrameRequestAbortedError(name)
        const opened = frame()
        if (name !== 'SYNC_THEME' && name !== 'SYNC_DAPP_DATA') {
          // An abort meanwhile is the request's own to answer (it rejects at once then).
          const { signal } = options
          await Promise.race([
            appDataTold,
            new Promise((resolve) => signal?.addEventListener('abort', resolve, { once: true })),
          ])
        }
        return await opened.request(name, payload, options)
      } catch (error) {
        alertFor(name, error)
        throw error
      }
    },
    isOpen: () => client !== undefined,
    show(area) {
      if (!disposed) frame().show(area)
    },
    hide: () => client?.hide(),
    dispose() {
      disposed = true
      stopThemeSync()
      client?.destroy()
      client = undefined
    },
  }
}
