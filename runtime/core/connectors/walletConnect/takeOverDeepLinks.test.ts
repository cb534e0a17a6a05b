import { describe, expect, it, vi } from 'vitest'
import type { SentWalletRequest } from './buildRequestLink.js'
import { openWalletForRequest, type RequestLinkPage } from './openWalletForRequest.js'
import { type DeepLinkingSignClient, takeOverDeepLinks } from './takeOverDeepLinks.js'

/** The sign client's session store and events, as 2.25 behaves: update merges, in memory first. */
function createClient(sessions: { topic: string; sessionConfig?: Record<string, unknown> }[]) {
  const map = new Map(sessions.map((session) => [session.topic, session]))
  const listeners = new Map<string, ((event: never) => void)[]>()
  const client = {
    session: {
      getAll: () => [...map.values()],
      get: (topic: string) => map.get(topic),
      async update(topic: string, value: object) {
        map.set(topic, { ...(map.get(topic) ?? { topic }), ...value })
        await new Promise((resolve) => setTimeout(resolve, 5)) // the write to storage
      },
    },
    on(event: string, listener: (event: never) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
    },
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload as never)
    },
  }
  return client
}

const topic = 'cd'.repeat(32)

describe('takeOverDeepLinks', () => {
  it('turns the SDK deep linking off for restored sessions and for each new one at once', () => {
    const client = createClient([
      { topic: 'restored', sessionConfig: { disableDeepLink: false, other: 1 } },
    ])
    takeOverDeepLinks(client as unknown as DeepLinkingSignClient, () => undefined)
    expect(client.session.get('restored')?.sessionConfig).toEqual({
      disableDeepLink: true,
      other: 1,
    })
    client.emit('session_connect', { session: { topic } })
    // Synchronously: the first request on the new session must already find the flag.
    expect(client.session.get(topic)?.sessionConfig).toEqual({ disableDeepLink: true })
  })

  it('hands every sent request to the kit', () => {
    const client = createClient([])
    const sent = vi.fn()
    takeOverDeepLinks(client as unknown as DeepLinkingSignClient, sent)
    client.emit('session_request_sent', { id: 7, topic, chainId: 'eip155:1' })
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ id: 7, topic }))
  })
})

describe('openWalletForRequest', () => {
  const request: SentWalletRequest = { id: 9, topic }
  function page(focused = true) {
    const open = vi.fn()
    return { open, document: { hasFocus: () => focused } } satisfies RequestLinkPage
  }

  it('opens an app link in place and a universal link in a new tab, without a referrer', () => {
    const app = page()
    openWalletForRequest('rainbow://', request, app)
    expect(app.open).toHaveBeenCalledWith(
      `rainbow://wc?requestId=9&sessionTopic=${topic}`,
      '_self',
      'noreferrer noopener',
    )
    const web = page()
    openWalletForRequest('https://rnbwapp.com', request, web)
    expect(web.open.mock.calls[0]?.[1]).toBe('_blank')
  })

  it('opens nothing without a choice, with a hostile one, or from a background tab', () => {
    for (const [href, focused] of [
      [undefined, true],
      ['javascript:alert(1)//', true],
      ['intent:javascript:alert(1)#Intent;end', true],
      ['rainbow://', false],
    ] as const) {
      const target = page(focused)
      expect(openWalletForRequest(href, request, target)).toBeUndefined()
      expect(target.open).not.toHaveBeenCalled()
    }
  })
})
