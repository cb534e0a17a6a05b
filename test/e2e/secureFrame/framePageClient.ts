// Helpers for the e2e tests that drive the kit's frame client on the test page
// (testAppPage.ts) through `page.evaluate`: the client in `window.client`, what the frame posts
// back, and the frame shown by hand for an approval screen.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { frameChannel } from '../../../runtime/core/frame/frameProtocol.js'

/** The kit's frame on the test page. */
export const secureFrame = 'iframe[title="Secure login"]'

/** How long `answerTo` waits for the frame's answer. */
const bound = 15_000

/** How a request through the kit's client settled: its value, or its error's message and code. */
export type Outcome = { ok: true; value: unknown } | { ok: false; message: string; code: string }

/** A message the frame posted, as `recordFrameMessages` keeps it. */
export interface FrameAnswer {
  type: string
  id: string
  payload?: unknown
}

/** Where an RPC request goes: the chain id and its namespace, as the kit sends them. */
export interface RpcChain {
  chainId: number | string
  chainNamespace: 'eip155' | 'solana'
}

/**
 * Opens the kit's page at `appUrl` and creates its frame client on the frame at `src`, as
 * `window.client`; `options` go to `createFrameClient`.
 */
export async function openFrameClient(
  page: Page,
  appUrl: string,
  src: string,
  options: Record<string, unknown> = {},
): Promise<void> {
  await page.goto(appUrl)
  await page.evaluate(
    ([frameSrc, opts]) => {
      const test = (window as never as { frameTest: { create(s: string, o: unknown): unknown } })
        .frameTest
      ;(window as never as { client: unknown }).client = test.create(frameSrc, opts)
    },
    [src, options] as const,
  )
}

/** Runs `client.request(name, payload)` in the page and reports how it settled. */
export function request(page: Page, name: string, payload?: unknown): Promise<Outcome> {
  return page.evaluate(
    async ([requestName, requestPayload]) => {
      const client = (
        window as never as { client: { request(n: string, p: unknown): Promise<unknown> } }
      ).client
      try {
        return { ok: true as const, value: await client.request(requestName, requestPayload) }
      } catch (error) {
        const { shortMessage, code } = error as { shortMessage: string; code: string }
        return { ok: false as const, message: shortMessage, code }
      }
    },
    [name, payload] as const,
  )
}

/**
 * Keeps what the frame at `siteOrigin` posts, as sent: its errors' payloads (the client passes on
 * only the message), for `frameErrors`, and every message, for `answersTo`/`answerTo` (the answers
 * to what the test posts itself with `postToFrame`).
 */
export async function recordFrameMessages(page: Page, siteOrigin: string): Promise<void> {
  await page.evaluate((origin) => {
    const errors: unknown[] = []
    const messages: unknown[] = []
    Object.assign(window, { frameErrors: errors, frameMessages: messages })
    window.addEventListener('message', (event) => {
      if (event.origin !== origin) return
      messages.push(event.data)
      if (String(event.data?.type).endsWith('_ERROR')) errors.push(event.data.payload)
    })
  }, siteOrigin)
}

/** The payloads of the frame's errors so far (`recordFrameMessages`). */
export const frameErrors = (page: Page) =>
  page.evaluate(() => (window as never as { frameErrors: unknown[] }).frameErrors)

/**
 * Posts messages to the frame at `siteOrigin` as the kit does, one after the other in the same
 * task, each under an id of its own (the kit's client never sees the answers): their ids.
 * `abortPrevious` gives an RPC_ABORT the payload naming the message before it; `channel` posts
 * on another channel than the kit's.
 */
export function postAllToFrame(
  page: Page,
  siteOrigin: string,
  messages: { type: string; payload?: unknown; abortPrevious?: boolean; channel?: string }[],
): Promise<string[]> {
  return page.evaluate(
    ([selector, kitChannel, origin, list]) => {
      const frame = document.querySelector<HTMLIFrameElement>(selector)
      if (!frame?.contentWindow) throw new Error('no secure frame on the page')
      const ids: string[] = []
      for (const { type, payload, abortPrevious, channel = kitChannel } of list) {
        const id = crypto.randomUUID()
        const body = abortPrevious ? { id: ids[ids.length - 1] } : payload
        frame.contentWindow.postMessage({ channel, type, id, payload: body }, origin)
        ids.push(id)
      }
      return ids
    },
    [secureFrame, frameChannel, siteOrigin, messages] as const,
  )
}

/** Posts one message to the frame at `siteOrigin` as `postAllToFrame` does: its id. */
export async function postToFrame(
  page: Page,
  siteOrigin: string,
  type: string,
  payload: unknown,
): Promise<string> {
  const [id = ''] = await postAllToFrame(page, siteOrigin, [{ type, payload }])
  return id
}

/** What the frame answered to the message `id` so far (`recordFrameMessages`). */
export const answersTo = (page: Page, id: string) =>
  page.evaluate(
    (wanted) =>
      (window as never as { frameMessages: FrameAnswer[] }).frameMessages.filter(
        (message) => message.id === wanted,
      ),
    id,
  )

/** The frame's one answer to the message `id`, waited for (bounded). */
export async function answerTo(page: Page, id: string): Promise<FrameAnswer> {
  await expect.poll(async () => (await answersTo(page, id)).length, { timeout: bound }).toBe(1)
  return (await answersTo(page, id))[0] as FrameAnswer
}

/** The payload of an RPC_REQUEST for `method` with `params` on `chain`. */
export const rpcPayload = (chain: RpcChain, method: string, params: unknown) => ({
  method,
  params,
  chainId: chain.chainId,
  chainNamespace: chain.chainNamespace,
})

/** An RPC_REQUEST through the kit's client (`request`) on `chain`. */
export const rpc = (page: Page, chain: RpcChain, method: string, params: unknown) =>
  request(page, 'RPC_REQUEST', rpcPayload(chain, method, params))

/**
 * The kit's client keeps the frame hidden (0x0, transparent, no pointer events); the modal will
 * show it over its content for an approval. This does the same by hand, `width` by `height`.
 */
export async function showFrame(page: Page, width = 360, height = 420): Promise<void> {
  await page.evaluate(
    ([selector, w, h]) => {
      const frame = document.querySelector<HTMLIFrameElement>(selector)
      if (!frame) throw new Error('no secure frame on the page')
      frame.removeAttribute('aria-hidden')
      Object.assign(frame.style, {
        left: '0px',
        top: '0px',
        width: `${w}px`,
        height: `${h}px`,
        opacity: '1',
        pointerEvents: 'auto',
      })
    },
    [secureFrame, width, height] as const,
  )
}

/** The heading of the frame's approval screen. */
export const approvalHeading = (page: Page) =>
  page.frameLocator(secureFrame).getByRole('heading', { name: 'Approve request' })
