import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openExample, setupE2eSession } from './exampleSession.js'

// The example reads the Blockchain API's balances; a malformed answer must degrade that one part,
// never unmount the app or the kit. The answers below replace the stand-in's, in real Chromium.
const e2e = setupE2eSession()

const hostileEntries: unknown[] = [
  { symbol: 'ETH', quantity: { decimals: '18', numeric: '1.5' } },
  { symbol: 'NOQ' },
  { symbol: 'NULLQ', quantity: null },
  null,
  { symbol: 'NAN', quantity: { numeric: 'not a number' } },
  { symbol: 'EXP', quantity: { numeric: '1e400' } },
  { symbol: 'OBJ', quantity: { numeric: { toString: 'x' } } },
  { symbol: 'NUM', quantity: { numeric: 12 } },
  { symbol: 'X'.repeat(200_000), quantity: { numeric: '1' } },
  { symbol: 'BIG', quantity: { numeric: '9'.repeat(200_000) } },
  { symbol: { name: 'ETH' }, quantity: { numeric: '1' } },
  'not an entry',
  [],
  { symbol: 'SUSD', quantity: { decimals: '18', numeric: '250' } },
]

/** The example with the dev wallet, connected, with the balance endpoint answering `body`. */
async function connectedWithBalances(body: string): Promise<{ page: Page; errors: string[] }> {
  const page = await openExample(e2e.browser, e2e.session, {}, (context) =>
    context.route(/\/v1\/account\/[^/]+\/balance/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    ),
  )
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text().slice(0, 500)}`)
  })
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Sandbox Wallet' })
    .click()
  await expect
    .poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 })
    .toBe('connected')
  return { page, errors }
}

/** Counts, which answer at once: a page whose app unmounted fails here instead of timing out. */
async function mounted(page: Page) {
  return {
    heading: await page.getByRole('heading', { name: 'appkit example' }).count(),
    connected: await page.getByTestId('status').filter({ hasText: 'connected' }).count(),
    accountButton: await page.getByRole('button', { name: /, account 0x/ }).count(),
  }
}
const allMounted = { heading: 1, connected: 1, accountButton: 1 }

describe('the example app given bad balance data in Chromium', () => {
  it('lists the good entries and skips the malformed ones without unmounting', async () => {
    const { page, errors } = await connectedWithBalances(
      JSON.stringify({ balances: hostileEntries }),
    )
    const balances = page.getByRole('region', { name: 'Token balances' })
    await expect.poll(() => balances.getByRole('listitem').count(), { timeout: 10_000 }).toBe(2)
    expect(await mounted(page)).toEqual(allMounted)
    expect(await page.getByTestId('balance-ETH').textContent()).toBe('1.5 ETH')
    expect(await page.getByTestId('balance-SUSD').textContent()).toBe('250 SUSD')
    expect(await balances.textContent()).toContain('12 entries could not be read')
    await page.waitForTimeout(500)
    await page.screenshot({ path: 'test-results/example-bad-balances.png', animations: 'disabled' })
    expect(await mounted(page)).toEqual(allMounted)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each([
    ['balances that are not a list', JSON.stringify({ balances: { 0: hostileEntries[0] } })],
    ['balances that are a string', JSON.stringify({ balances: 'ETH' })],
    ['a null body', 'null'],
    ['a body that is not JSON', '<html>oops</html>'],
  ])('says the balances are unavailable for %s, and stays mounted', async (_, body) => {
    const { page, errors } = await connectedWithBalances(body)
    const unavailable = page
      .getByRole('region', { name: 'Token balances' })
      .getByText('Token Balance Unavailable')
    await expect.poll(() => unavailable.count(), { timeout: 10_000 }).toBe(1)
    expect(await mounted(page)).toEqual(allMounted)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
