import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { runDev } from '../../cli/dev/runDev.js'
import type { RecordedAnalyticsEvent } from '../../sandbox/analytics/createEventLog.js'
import {
  chooseNetwork,
  connectSandboxWallet,
  openExample,
  setupE2eSession,
  uncaughtErrors,
} from './exampleSession.js'

// Analytics and error reports in Chromium (test/e2e/analyticsApp: analytics on, a button that
// makes the kit log 100 errors at once). `appkit dev` points `services.analytics` at the
// sandbox's recorder and the stand-in Wallet API says the project allows analytics; the kit
// fetches its analytics code after the page's first paint and sends what docs/analytics.md lists.
const app = fileURLToPath(new URL('./analyticsApp/', import.meta.url))
const e2e = setupE2eSession(() => runDev({ cwd: app, exclusive: false }))
const wait = { timeout: 20_000 }
const waitMs = wait.timeout

const recorder = () => e2e.session.sandbox.analytics
const props = (event: RecordedAnalyticsEvent) =>
  (event.body as { props: Record<string, unknown> }).props
const names = (events: readonly RecordedAnalyticsEvent[]) => events.map((event) => event.event)
const recordedSince = (seq: number) =>
  recorder()
    .events()
    .filter((event) => event.seq > seq)
const lastSeq = () => recorder().events().at(-1)?.seq ?? 0

afterEach(async () => {
  recorder().respondWith(undefined)
  await e2e.session.sandbox.walletApi.setAnalyticsEnabled(true)
})

const status = (page: Page, id: 'status' | 'network') => page.getByTestId(id).textContent()

async function sendToSelf(page: Page, to: string): Promise<void> {
  await page.getByRole('button', { name: /, account 0x/ }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: 'Review send' }).waitFor(wait)
  await send.getByLabel('Amount', { exact: true }).fill('0.01')
  await send.getByLabel('To', { exact: true }).fill(to)
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = page.getByRole('dialog', { name: 'Review send' })
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await account.getByRole('tab', { name: 'Activity', selected: true }).waitFor(wait)
}

describe('analytics in Chromium', () => {
  it('records a connect, a send and the modal opening and closing; nothing for a network switch', async () => {
    const start = lastSeq()
    const page = await openExample(e2e.browser, e2e.session)
    const address = e2e.session.sandbox.chains[0]?.accounts[0]?.address ?? ''
    await connectSandboxWallet(page)
    const connected = await recorder().waitForEvent('CONNECT_SUCCESS', {
      after: start,
      timeoutMs: waitMs,
    })
    expect(props(connected)).toMatchObject({
      type: 'track',
      namespace: 'eip155',
      walletName: 'Sandbox Wallet',
    })
    expect(String(props(connected).address).toLowerCase()).toBe(address.toLowerCase())
    expect(connected.query).toMatchObject({
      projectId: '0123456789abcdef0123456789abcdef',
      st: 'appkit',
      sv: 'react-appkit-0.1.0',
    })
    expect(connected.contentType?.toLowerCase()).toBe('text/plain;charset=utf-8')
    expect(connected.body).toMatchObject({
      url: new URL(e2e.session.appUrl).origin + new URL(e2e.session.appUrl).pathname,
      domain: new URL(e2e.session.appUrl).host,
    })
    await recorder().waitForEvent('MODAL_CLOSE', { after: connected.seq, timeoutMs: waitMs })

    // The switch opens and closes the modal (recorded) and switches the network (not recorded).
    // Opening the account view after it is the marker: events leave in order, so once it is in,
    // everything the switch caused is too.
    const beforeSwitch = lastSeq()
    await chooseNetwork(page, 'Localhost', /Localhost 31338/)
    await expect.poll(() => status(page, 'network'), wait).toBe('Localhost 31338')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    await sendToSelf(page, address)
    const sent = await recorder().waitForEvent('SEND_SUCCESS', {
      after: beforeSwitch,
      timeoutMs: waitMs,
    })
    await page.keyboard.press('Escape')
    await recorder().waitForEvent('MODAL_CLOSE', { after: sent.seq, timeoutMs: waitMs })

    expect(names(recordedSince(beforeSwitch))).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'MODAL_OPEN',
      'SEND_INITIATED',
      'SEND_SUCCESS',
      'MODAL_CLOSE',
    ])
    expect(names(recorder().events())).not.toContain('SWITCH_NETWORK')
    expect(props(sent)).toMatchObject({
      namespace: 'eip155',
      caipNetworkId: 'eip155:31338',
      token: 'ETH',
      amount: '0.01',
    })
    expect(String(props(sent).address).toLowerCase()).toBe(address.toLowerCase())
    expect(props(recordedSince(beforeSwitch)[0] as RecordedAnalyticsEvent)).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      view: 'Networks',
      connected: true,
    })
    // The modal events carry no address.
    for (const event of recorder()
      .events()
      .filter((e) => e.event?.startsWith('MODAL_'))) {
      expect(props(event)).not.toHaveProperty('address')
    }
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  }, 120_000)

  it('reports 5 errors of a storm of 100, with nothing of the page query or fragment', async () => {
    const start = lastSeq()
    const page = await openExample(e2e.browser, e2e.session)
    await page.evaluate(() =>
      history.replaceState(null, '', '/?invite=e2e-secret-invite#session=e2e-secret-fragment'),
    )
    await page.getByRole('button', { name: 'Raise 100 kit errors' }).click()
    await recorder().waitForEvent('INTERNAL_SDK_ERROR', { after: start, timeoutMs: waitMs })
    // The marker: an event tracked after the storm, so every report the storm caused is in first.
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await recorder().waitForEvent('MODAL_OPEN', { after: start, timeoutMs: waitMs })
    const reports = recordedSince(start).filter((event) => event.event === 'INTERNAL_SDK_ERROR')
    expect(reports).toHaveLength(5)
    const origin = new URL(e2e.session.appUrl).origin
    expect(reports.map((event) => props(event).errorMessage)).toEqual(
      [0, 1, 2, 3, 4].map((n) => `Storm ${n}: storm ${n} on ${origin}/`),
    )
    for (const [n, report] of reports.entries()) {
      expect(props(report)).toMatchObject({ type: 'error', errorType: 'Error', uncaught: false })
      // Chromium's stack repeats the message, then the frames: the app's click handler first.
      const stack = String(props(report).stackTrace)
      expect(stack.startsWith(`Error: storm ${n} on ${origin}/\n`)).toBe(true)
      expect(stack).toContain(`at storm (${origin}/__app/main.js:`)
      expect(report.body).toMatchObject({ url: `${origin}/`, domain: new URL(origin).host })
    }
    const everything = JSON.stringify(recorder().events())
    expect(everything).not.toContain('e2e-secret')
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  }, 120_000)

  it('stops after one attempt when the endpoint is down, with at most one console line', async () => {
    recorder().respondWith('close')
    const start = lastSeq()
    const lines: string[] = []
    // A failed request's line names its URL in the location, not in the text.
    const page = await openExample(e2e.browser, e2e.session, {}, async (context) =>
      context.on('console', (message) => lines.push(`${message.text()} ${message.location().url}`)),
    )
    for (let round = 0; round < 3; round++) {
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor(wait)
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    }
    await expect.poll(() => recordedSince(start).length, wait).toBe(1)
    // The later events are dropped, not retried: give them the time a send takes, then count.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(recordedSince(start)).toHaveLength(1)
    const recorderHost = new URL(recorder().url).host
    const noise = lines.filter((line) => line.includes(recorderHost) || /analytics/i.test(line))
    expect(noise.length).toBeLessThanOrEqual(1)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  }, 120_000)

  it("raises 'Invalid App Configuration' once on a 403 from the endpoint, and stops sending", async () => {
    recorder().respondWith(403)
    const start = lastSeq()
    const lines: string[] = []
    const page = await openExample(e2e.browser, e2e.session, {}, async (context) =>
      context.on('console', (message) => lines.push(message.text())),
    )
    for (let round = 0; round < 2; round++) {
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor(wait)
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    }
    const alerted = () => lines.filter((line) => line.includes('Invalid App Configuration'))
    await expect.poll(() => alerted().length, wait).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(alerted()).toHaveLength(1)
    expect(recordedSince(start).map((event) => [event.event, event.answer])).toEqual([
      ['MODAL_OPEN', 403],
    ])
    await page.context().close()
  }, 120_000)

  it('sends nothing when the project turns analytics off', async () => {
    await e2e.session.sandbox.walletApi.setAnalyticsEnabled(false)
    const start = lastSeq()
    const asked = () =>
      e2e.session.sandbox.walletApi.requests.filter((r) => r.path === '/getAnalyticsConfig').length
    const askedBefore = asked()
    const page = await openExample(e2e.browser, e2e.session)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page.keyboard.press('Escape')
    // The first event to report (the modal opening) fetches the code, which asks the project.
    await expect.poll(asked, wait).toBe(askedBefore + 1)
    await page.getByRole('button', { name: 'Raise 100 kit errors' }).click()
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    // Nothing can be waited for here: give the kit the time a send takes, then look.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(recordedSince(start)).toEqual([])
    await page.context().close()
  }, 120_000)
})
