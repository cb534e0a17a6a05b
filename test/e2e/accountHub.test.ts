import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { sandboxToken } from '../../sandbox/contracts/sandboxToken.js'
import { chainBalances, openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// The account hub end to end: the example app on the sandbox (anvil chains with the test token
// and the Sandbox Critters NFTs, the stand-in Blockchain API), the Sandbox Wallet injected, real
// Chromium. What the tabs show is checked against the chain itself.
const e2e = setupE2eSession()
const wait = { timeout: 15_000 }

async function openHub(page: Page) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Sandbox Wallet' })
    .first()
    .click()
  await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
  await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
  await page.getByRole('button', { name: /, account 0x/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await dialog.getByRole('tablist', { name: 'Assets' }).waitFor(wait)
  return dialog
}

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value)
const truncate3 = (value: string) => {
  const [whole, fraction = ''] = value.split('.')
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

describe('the account hub in Chromium', () => {
  it('lists the tokens the chain holds at the stand-in prices, with the total value', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const dialog = await openHub(page)
    const onChain = await chainBalances(e2e.session)
    const tokens = dialog.getByRole('list', { name: 'Tokens' })
    await tokens.waitFor(wait)
    const rows = tokens.getByRole('listitem')
    await expect.poll(() => rows.count(), wait).toBe(2)
    const eth = rows.filter({ hasText: 'Ether' })
    const susd = rows.filter({ hasText: 'SUSD' })
    expect(await eth.textContent()).toContain(`${truncate3(onChain.ETH)} ETH`)
    expect(await eth.textContent()).toContain(usd(Number(onChain.ETH) * 3000))
    expect(await susd.textContent()).toContain(`${truncate3(onChain.SUSD)} SUSD`)
    const total = Number(onChain.ETH) * 3000 + Number(onChain.SUSD) * 1
    expect(await dialog.locator('.ak-total').textContent()).toContain(usd(total))
    await page.screenshot({ path: 'test-results/account-tokens-dark.png', animations: 'disabled' })
    // The same hub in the light theme (the example's toggle calls useAppKitTheme).
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    await page.getByRole('button', { name: 'Light modal' }).click()
    await page.getByRole('button', { name: /, account 0x/ }).click()
    await dialog.getByRole('list', { name: 'Tokens' }).waitFor(wait)
    await expect
      .poll(() => dialog.evaluate((node) => getComputedStyle(node).backgroundColor), wait)
      .toBe('rgb(255, 255, 255)')
    await page.screenshot({ path: 'test-results/account-tokens-light.png', animations: 'disabled' })
    expect(uncaughtErrors(page)).toEqual([])
  })

  it('shows the NFTs the account holds, without the spam one', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const dialog = await openHub(page)
    await dialog.getByRole('tab', { name: 'NFTs' }).click()
    const grid = dialog.getByRole('list', { name: 'NFTs' })
    await grid.waitFor(wait)
    // Minted 1-4 to account 0, 3 moved to account 1, 4 flagged as spam: 1 and 2 remain.
    await expect.poll(() => grid.getByRole('listitem').count(), wait).toBe(2)
    const text = await grid.textContent()
    expect(text).toContain('Sandbox Critters')
    expect(text).not.toContain('Claim')
    // Every image really loaded (served by the stand-in).
    await expect
      .poll(
        () =>
          grid
            .locator('img')
            .evaluateAll((images) =>
              images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
            ),
        wait,
      )
      .toBe(true)
    await page.screenshot({ path: 'test-results/account-nfts-dark.png', animations: 'disabled' })
  })

  it('groups the activity by month, the older years named, with + for what came in', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const dialog = await openHub(page)
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    const now = new Date()
    const year = now.getFullYear()
    const month = new Intl.DateTimeFormat('en-US', { month: 'long' }).format(now)
    const activity = dialog.getByRole('region', { name: 'Activity' })
    await activity.getByRole('heading', { name: month, exact: true }).waitFor(wait)
    // The archive entries sit past the first page: scrolling loads them.
    const older = activity.getByRole('heading', { name: `December ${year - 1}` })
    for (let i = 0; i < 10 && (await older.count()) === 0; i++) {
      await dialog.locator('.ak-panel').evaluate((panel) => panel.scrollTo(0, panel.scrollHeight))
      await page.waitForTimeout(300)
    }
    await older.waitFor(wait)
    await activity.getByRole('heading', { name: `June ${year - 2}` }).waitFor(wait)
    // No current-year heading carries the year.
    expect(await activity.getByRole('heading', { name: `${month} ${year}` }).count()).toBe(0)
    const december = activity.getByRole('region', { name: `December ${year - 1}` })
    expect(await december.textContent()).toContain('+250 SUSD')
    const november = activity.getByRole('region', { name: `November ${year - 1}` })
    expect(await november.textContent()).toContain('-0.5 ETH')
    await page.screenshot({
      path: 'test-results/account-activity-dark.png',
      animations: 'disabled',
    })
  })

  it('receive shows a QR code that decodes to the address, and the networks', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const dialog = await openHub(page)
    await dialog.getByRole('button', { name: 'Receive' }).click()
    const receive = page.getByRole('dialog', { name: 'Receive' })
    const address = e2e.session.sandbox.chains[0]?.accounts[0]?.address ?? ''
    const qr = receive.getByRole('img', { name: `QR code of the address ${address}` })
    await qr.waitFor(wait)
    // Drawn into a canvas in the page, read back as pixels, decoded here.
    const pixels = await qr.evaluate(async (svg) => {
      const size = 400
      const image = new Image()
      const markup = new XMLSerializer().serializeToString(svg)
      image.src = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }))
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = size
      canvas.height = size
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no canvas')
      context.drawImage(image, 0, 0, size, size)
      return Array.from(context.getImageData(0, 0, size, size).data)
    })
    const decoded = jsQR(Uint8ClampedArray.from(pixels), 400, 400)
    expect(decoded?.data).toBe(address)
    expect(await receive.textContent()).toContain(address)
    const networks = receive.getByRole('list', { name: 'Networks this address receives on' })
    expect(await networks.getByRole('listitem').count()).toBeGreaterThan(0)
    await page.screenshot({ path: 'test-results/account-receive-dark.png', animations: 'disabled' })
  })
})

const devAccount = (index: number) => e2e.session.sandbox.chains[0]?.accounts[index]?.address ?? ''

async function chainReader() {
  const { createPublicClient, erc20Abi, http } = await import('viem')
  const chain = e2e.session.sandbox.chains[0]
  if (!chain) throw new Error('no sandbox chain')
  const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
  return {
    eth: (address: string) => client.getBalance({ address: address as `0x${string}` }),
    susd: (address: string) =>
      client.readContract({
        address: e2e.session.sandbox.tokenAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address as `0x${string}`],
      }),
    nonce: (address: string) => client.getTransactionCount({ address: address as `0x${string}` }),
  }
}

async function openSend(page: Page) {
  const dialog = await openHub(page)
  await dialog.getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: 'Review send' }).waitFor(wait)
  return send
}

describe('sending from the account hub in Chromium', () => {
  it('sends ETH: checked, confirmed once, mined, pending then confirmed in Activity', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const chain = await chainReader()
    const receiver = devAccount(5)
    const before = await chain.eth(receiver)
    const send = await openSend(page)
    // The example's Balances panel, behind the modal, as it was before the send.
    const shownEth = () => page.getByTestId('balance-ETH').textContent()
    await expect
      .poll(shownEth, { timeout: 10_000 })
      .toBe(`${(await chainBalances(e2e.session)).ETH} ETH`)
    await send.getByLabel('Amount', { exact: true }).fill('0.25')
    await send.getByLabel('To', { exact: true }).fill(receiver)
    await send.getByRole('button', { name: 'Review send' }).click()
    const preview = page.getByRole('dialog', { name: 'Review send' })
    await preview.getByText(receiver, { exact: true }).waitFor(wait)
    expect(await preview.textContent()).toContain('0.25 ETH')
    expect(await preview.textContent()).toContain('Network fee')
    await page.screenshot({ path: 'test-results/send-preview-dark.png', animations: 'disabled' })
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('tab', { name: 'Activity', selected: true }).waitFor(wait)
    await expect.poll(() => chain.eth(receiver), wait).toBe(before + 250_000_000_000_000_000n)
    // The panel read its balances again after the send (the kit's sendSuccess event).
    await expect
      .poll(shownEth, { timeout: 10_000 })
      .toBe(`${(await chainBalances(e2e.session)).ETH} ETH`)
    // The new send heads the list, and ends confirmed (a relative time instead of 'Pending').
    const first = account.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()
    await expect.poll(() => first.textContent(), wait).toMatch(/0\.25 ETH.*ago$/)
    expect((await first.textContent())?.toLowerCase()).toContain(
      `${receiver.slice(0, 4)}...${receiver.slice(-6)}`.toLowerCase(),
    )
    expect(uncaughtErrors(page)).toEqual([])
  })

  it('sends the test token once however often Send is clicked', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const chain = await chainReader()
    const receiver = devAccount(6)
    const sender = devAccount(0)
    const [before, nonceBefore] = [await chain.susd(receiver), await chain.nonce(sender)]
    const send = await openSend(page)
    await send.getByLabel('Token').selectOption({ label: 'SUSD (Sandbox USD)' })
    await send.getByLabel('Amount', { exact: true }).fill('12.5')
    await send.getByLabel('To', { exact: true }).fill(receiver)
    await send.getByRole('button', { name: 'Review send' }).click()
    const preview = page.getByRole('dialog', { name: 'Review send' })
    const button = preview.getByRole('button', { name: 'Send', exact: true })
    await button.waitFor(wait)
    // Three clicks on the Send button itself, as fast as a double-clicking hand: once the first
    // has moved the modal on to Account, a click at the same spot would land on the hub's buttons.
    await button.evaluate((element: HTMLElement) => {
      element.click()
      element.click()
      element.click()
    })
    await expect
      .poll(() => chain.susd(receiver), wait)
      .toBe(before + parseUnits('12.5', sandboxToken.decimals))
    await page.getByRole('dialog', { name: 'Account' }).waitFor(wait)
    await page.waitForTimeout(1_000)
    expect(await chain.susd(receiver)).toBe(before + parseUnits('12.5', sandboxToken.decimals))
    expect(await chain.nonce(sender)).toBe(nonceBefore + 1)
    // The example's Balances panel shows the SUSD left, read again after the send.
    await expect
      .poll(() => page.getByTestId('balance-SUSD').textContent(), { timeout: 10_000 })
      .toBe(`${(await chainBalances(e2e.session)).SUSD} SUSD`)
  })

  it('refuses bad amounts and addresses before any wallet prompt', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const chain = await chainReader()
    const nonceBefore = await chain.nonce(devAccount(0))
    const send = await openSend(page)
    const review = () => send.getByRole('button', { name: 'Review send' }).click()
    const shows = (text: string | RegExp) => send.getByText(text).first().waitFor(wait)

    await review()
    await shows('An amount and receiver address are required')
    await send.getByLabel('To', { exact: true }).fill(devAccount(1))
    for (const amount of ['1e-7', '1,5', '-1', '0x10']) {
      await send.getByLabel('Amount', { exact: true }).fill(amount)
      await review()
      await shows('Use digits and one dot only, like 0.5.')
    }
    await send.getByLabel('Amount', { exact: true }).fill('0.0000000000000000001')
    await review()
    await shows(/decimal/)
    await send.getByLabel('Amount', { exact: true }).fill('1000000')
    await review()
    await shows(/more than your balance/)
    await send.getByLabel('Amount', { exact: true }).fill('0.1')
    // A mixed-case address whose EIP-55 checksum is wrong (one letter's case flipped).
    const good = devAccount(1)
    const index = good.search(/[a-f]/i)
    const flipped =
      good[index] === good[index]?.toUpperCase()
        ? good[index]?.toLowerCase()
        : good[index]?.toUpperCase()
    await send
      .getByLabel('To', { exact: true })
      .fill(`${good.slice(0, index)}${flipped}${good.slice(index + 1)}`)
    await review()
    await shows(/checksum/i)
    await send.getByLabel('To', { exact: true }).fill(`${good.slice(0, 10)}\u200b${good.slice(10)}`)
    await review()
    await shows(/hidden characters/)
    expect(await page.getByRole('dialog', { name: 'Review send' }).count()).toBe(0)
    expect(await chain.nonce(devAccount(0))).toBe(nonceBefore)
    await page.screenshot({ path: 'test-results/send-form-dark.png', animations: 'disabled' })
  })

  it('warns about the zero address and the token contract itself', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const send = await openSend(page)
    await send.getByLabel('Amount', { exact: true }).fill('0.001')
    await send.getByLabel('To', { exact: true }).fill('0x0000000000000000000000000000000000000000')
    await send.getByRole('button', { name: 'Review send' }).click()
    const preview = page.getByRole('dialog', { name: 'Review send' })
    await preview.getByRole('alert', { name: 'Check before sending' }).waitFor(wait)
    expect(await preview.getByRole('alert').first().textContent()).toContain('zero address')
  })
})
