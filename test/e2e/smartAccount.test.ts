import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther, recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { logInByEmail, secureSiteOf } from './emailSteps.js'
import { openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// The embedded wallet's smart account end to end in Chromium, on the example as `appkit dev`
// serves it: `defaultAccountTypes.eip155` is smartAccount by default, so an email login lands on
// the sandbox's account contract (sandbox/smartAccount/): its address and balance in the kit, a
// send mined through it (the contract is the value's sender), a signature and a sign-in that
// verify by ERC-6492 / ERC-1271, and the switch to the plain account and back.
const e2e = setupE2eSession()
const wait = { timeout: 20_000 }
const email = 'smart@example.com'
const frameSelector = 'iframe[title="Secure login"]'
const settle = (page: Page) => page.waitForTimeout(400)

function chainClient() {
  const chain = e2e.session.sandbox.chains[0]
  if (!chain) throw new Error('no sandbox chain')
  return createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
}

async function approveInFrame(page: Page) {
  const screen = page.frameLocator(frameSelector)
  await screen.getByRole('heading', { name: 'Approve request' }).waitFor(wait)
  await screen.getByRole('button', { name: 'Approve' }).click()
}

async function openHub(page: Page) {
  await page.getByRole('button', { name: /, account 0x/ }).click()
  const hub = page.getByRole('dialog', { name: 'Account' })
  await hub.waitFor(wait)
  return hub
}

describe('the smart account of the embedded wallet in Chromium', () => {
  it('connects with the smart account, sends through it, signs and signs in with it, and switches both ways', async () => {
    const client = chainClient()
    const page = await openExample(e2e.browser, e2e.session)
    await logInByEmail(page, secureSiteOf(e2e.session), email)
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    const smart = ((await page.getByTestId('address').textContent()) ?? '') as Hex

    // The account view says which kind of account it is, and offers the plain one.
    const hub = await openHub(page)
    await hub.getByText('Smart account', { exact: true }).waitFor(wait)
    await hub.getByRole('button', { name: 'Switch to your EOA' }).waitFor(wait)
    // The sandbox funded the smart account before it exists on chain (deployed on first use).
    expect(await client.getCode({ address: smart })).toBeUndefined()
    expect(await client.getBalance({ address: smart })).toBe(parseEther('10'))
    await settle(page)
    await page.screenshot({
      path: 'test-results/smart-account-hub-dark.png',
      animations: 'disabled',
    })
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    // A signature before deployment: not the smart account's key (it has none), yet it verifies
    // for the smart account (ERC-6492, through the chain).
    await page.getByRole('button', { name: 'Sign message' }).click()
    await approveInFrame(page)
    const signature = page.getByTestId('signature')
    await signature.waitFor(wait)
    const message = (await signature.getAttribute('data-message')) ?? ''
    const signed = ((await signature.textContent()) ?? '') as Hex
    expect(await client.verifyMessage({ address: smart, message, signature: signed })).toBe(true)
    expect(
      await client.verifyMessage({ address: smart, message: `${message}!`, signature: signed }),
    ).toBe(false)

    // A send from the account hub, through the account contract.
    const receiver = e2e.session.sandbox.chains[0]?.accounts[7]?.address as Hex
    const receiverBefore = await client.getBalance({ address: receiver })
    await (await openHub(page)).getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByLabel('Amount', { exact: true }).fill('0.25')
    await send.getByLabel('To', { exact: true }).fill(receiver)
    await send.getByRole('button', { name: 'Review send' }).click()
    await page
      .getByRole('dialog', { name: 'Review send' })
      .getByRole('button', { name: 'Send', exact: true })
      .click()
    await approveInFrame(page)
    await expect
      .poll(() => client.getBalance({ address: receiver }), wait)
      .toBe(receiverBefore + parseEther('0.25'))
    // The value left the account contract, now deployed; its owner paid the gas.
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}$/)
    expect(await client.getBalance({ address: smart })).toBe(parseEther('9.75'))
    const block = await client.getBlock({ includeTransactions: true })
    const sent = block.transactions.find((tx) => tx.to?.toLowerCase() === smart.toLowerCase())
    expect(sent).toBeDefined()
    const owner = sent?.from as Hex
    expect(owner.toLowerCase()).not.toBe(smart.toLowerCase())

    // Sign in (SIWX) with the deployed smart account: the app's server verifies it (ERC-1271).
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('button', { name: 'Sign', exact: true })
      .click()
    await approveInFrame(page)
    await expect
      .poll(() => page.getByTestId('siwx').textContent(), wait)
      .toMatch(new RegExp(`^Signed in as ${smart} on eip155:31337 until `))

    // The switch to the plain account: the owner the chain named, then back.
    const switching = await openHub(page)
    await switching.getByRole('button', { name: 'Switch to your EOA' }).click()
    await expect
      .poll(async () => (await page.getByTestId('address').textContent())?.toLowerCase(), wait)
      .toBe(owner.toLowerCase())
    await switching.getByRole('button', { name: 'Switch to your smart account' }).waitFor(wait)
    await page.keyboard.press('Escape')
    // A signature of the plain account is its own key's.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await approveInFrame(page)
    await expect
      .poll(
        async () =>
          (
            await recoverMessageAddress({
              message,
              signature: ((await page.getByTestId('signature').textContent()) ?? '') as Hex,
            })
          ).toLowerCase(),
        wait,
      )
      .toBe(owner.toLowerCase())
    const back = await openHub(page)
    await back.getByRole('button', { name: 'Switch to your smart account' }).click()
    await expect.poll(() => page.getByTestId('address').textContent(), wait).toBe(smart)
    expect(uncaughtErrors(page)).toEqual([])
  })
})
