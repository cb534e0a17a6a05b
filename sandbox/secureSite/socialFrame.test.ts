import type { Browser, Page } from 'playwright-core'
import { type Address, createPublicClient, getAddress, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameChannel } from '../../runtime/core/frame/frameProtocol.js'
import { launchChromium } from '../../test/e2e/launchChromium.js'
import {
  answerTo,
  approvalHeading,
  type FrameAnswer,
  openFrameClient,
  postToFrame,
  recordFrameMessages,
  request,
  secureFrame,
  showFrame,
} from '../../test/e2e/secureFrame/framePageClient.js'
import {
  type FrameServers,
  startFrameServers,
} from '../../test/e2e/secureFrame/startFrameServers.js'
import { type SandboxChain, startChain } from '../chain/startChain.js'
import {
  deploySmartAccountFactory,
  smartAccountAddress,
} from '../smartAccount/smartAccountChain.js'
import { type SecureSite, startSecureSite } from './startSecureSite.js'

// The secure site's frame page in Chromium with the social, Farcaster and smart-account
// messages: the kit's page on 127.0.0.1 (its frame client makes the frame), the site on
// localhost. The messages are posted to the frame as the kit posts them (postToFrame), so this
// tests the frame's side of the protocol whatever the kit's client does with the answers.
let servers: FrameServers
let site: SecureSite
let browser: Browser
let chain: SandboxChain
let factory: Address
const bound = 15_000

beforeAll(async () => {
  ;[servers, browser, chain] = await Promise.all([
    startFrameServers(),
    launchChromium(),
    startChain({ chainId: 31337 }),
  ])
  factory = await deploySmartAccountFactory(chain.rpcUrl)
  site = await startSecureSite({
    allowedOrigins: [new URL(servers.appUrl).origin],
    chains: { [chain.chainId]: chain.rpcUrl },
    smartAccounts: { factory, chainIds: [chain.chainId] },
    onFirstLogin: async (address, { smartAccount }) => {
      for (const each of [address, smartAccount]) {
        await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'anvil_setBalance',
            params: [each, '0x8ac7230489e80000'],
          }),
          signal: AbortSignal.timeout(bound),
        })
      }
    },
  })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await Promise.all([servers?.close(), site?.close(), chain?.stop()])
})

const appOrigin = () => new URL(servers.appUrl).origin

/** The app's page with its frame, ready, recording what the site's windows post to it. */
async function openApp(page: Page): Promise<void> {
  await openFrameClient(page, servers.appUrl, site.frameUrl(appOrigin()))
  // Answered once the frame said READY: from here messages posted to it are read.
  expect(await request(page, 'GET_CHAIN_ID')).toMatchObject({ ok: true })
  await recordFrameMessages(page, site.origin)
}

/** Posts `type` to the frame as the kit does and waits for its one answer. */
async function ask(page: Page, type: string, payload?: unknown): Promise<FrameAnswer> {
  return answerTo(page, await postToFrame(page, site.origin, type, payload))
}

/** What the popup posted to the app: messages from the site's origin without an id. */
const popupMessages = (page: Page) =>
  page.evaluate(() => (window as never as { popupMessages?: unknown[] }).popupMessages ?? [])

/**
 * Opens a popup in the page as the kit does (synchronously, then navigated to `uri`), and keeps
 * what it posts, with whether it came from that popup window.
 */
async function openPopup(page: Page, uri: string): Promise<Page> {
  const opened = page.waitForEvent('popup', { timeout: bound })
  await page.evaluate(
    ([target, origin]) => {
      const popup = window.open('', '_blank', 'popup,width=420,height=640')
      if (!popup) throw new Error('popup blocked')
      const seen: unknown[] = []
      Object.assign(window, { popupMessages: seen })
      window.addEventListener('message', (event) => {
        if (event.origin !== origin) return
        seen.push({ data: event.data, fromPopup: event.source === popup })
      })
      popup.location.replace(target)
    },
    [uri, site.origin] as const,
  )
  const popup = await opened
  await popup.waitForURL(uri, { timeout: bound })
  return popup
}

describe('the sandbox secure site frame: social, Farcaster, smart accounts and RELOAD', () => {
  it('logs in through the consent popup: the result reaches the app from the popup, and CONNECT_SOCIAL spends it', async () => {
    const page = await browser.newPage()
    await openApp(page)
    await ask(page, 'SYNC_DAPP_DATA', {
      metadata: { name: 'Sandbox Shop', url: servers.appUrl, icons: [] },
      sdkVersion: 'test',
      sdkType: 'appkit',
      projectId: 'test',
    })
    const started = await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    expect(started.type).toBe('GET_SOCIAL_REDIRECT_URI_SUCCESS')
    const { uri } = started.payload as { uri: string }
    expect(new URL(uri).origin).toBe(site.origin)

    const popup = await openPopup(page, uri)
    await popup
      .getByRole('heading', { name: 'Sign in to Sandbox Shop with GitHub — sandbox stand-in' })
      .waitFor({ timeout: bound })
    await popup.screenshot({ path: 'test-results/secure-site-social-consent.png' })
    await popup.getByLabel('User name').fill('ada-github')
    // The result page posts and stays: the kit closes the popup once it has the result.
    await popup.getByRole('button', { name: 'Allow' }).click({ timeout: bound })

    await expect.poll(() => popupMessages(page), { timeout: bound }).toHaveLength(1)
    const [posted] = (await popupMessages(page)) as {
      data: { channel: string; type: string; payload: { resultUri: string } }
      fromPopup: boolean
    }[]
    expect(posted?.fromPopup).toBe(true)
    expect(posted?.data).toMatchObject({ channel: frameChannel, type: 'SOCIAL_RESULT' })
    const resultUri = posted?.data.payload.resultUri ?? ''
    expect(new URL(resultUri).origin).toBe(site.origin)

    expect(await ask(page, 'CONNECT_SOCIAL', { uri: resultUri })).toMatchObject({
      type: 'CONNECT_SOCIAL_SUCCESS',
      payload: { userName: 'ada-github', email: null },
    })
    expect(await ask(page, 'CONNECT_SOCIAL', { uri: resultUri })).toMatchObject({
      type: 'CONNECT_SOCIAL_ERROR',
      payload: { message: 'This login link was already used' },
    })
    const user = await ask(page, 'GET_USER', { chainId: 31337, preferredAccountType: 'eoa' })
    expect(user).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: { userName: 'ada-github', email: null, preferredAccountType: 'eoa', chainId: 31337 },
    })
    await page.context().close()
  })

  it('posts the denial to the app when the user presses Deny', async () => {
    const page = await browser.newPage()
    await openApp(page)
    const { uri } = (await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'discord' }))
      .payload as { uri: string }
    const popup = await openPopup(page, uri)
    expect(await popup.getByLabel('User name').inputValue()).toBe('ada0')
    await popup.getByRole('button', { name: 'Deny' }).click({ timeout: bound })
    await expect.poll(() => popupMessages(page), { timeout: bound }).toHaveLength(1)
    expect(await popupMessages(page)).toEqual([
      {
        fromPopup: true,
        data: {
          channel: frameChannel,
          type: 'SOCIAL_ERROR',
          payload: { message: 'Social login was denied' },
        },
      },
    ])
    await page.context().close()
  })

  it('sends the browser back to the app with result_uri in the redirect flow, where the frame spends it', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await openApp(page)
    const returnTo = `${servers.appUrl}?tab=shop#top`
    const { uri } = (await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'google', returnTo }))
      .payload as { uri: string }
    // The mini-app leaves for the consent page (window.location.assign), then comes back.
    await page.goto(uri)
    await page.getByRole('button', { name: 'Allow' }).click({ timeout: bound })
    await page.waitForURL((url) => url.searchParams.has('result_uri'), { timeout: bound })
    const back = new URL(page.url())
    expect(back.searchParams.get('tab')).toBe('shop')
    expect(back.hash).toBe('#top')
    const resultUri = back.searchParams.get('result_uri') ?? ''
    // A new frame on the app's page: the same partitioned cookies as the frame that asked.
    await page.evaluate((src) => {
      const test = (window as never as { frameTest: { create(s: string): unknown } }).frameTest
      ;(window as never as { client: unknown }).client = test.create(src)
    }, site.frameUrl(appOrigin()))
    expect(await request(page, 'GET_CHAIN_ID')).toMatchObject({ ok: true })
    await recordFrameMessages(page, site.origin)
    expect(await ask(page, 'CONNECT_SOCIAL', { uri: resultUri })).toMatchObject({
      type: 'CONNECT_SOCIAL_SUCCESS',
      payload: { userName: 'ada.google' },
    })
    await context.close()
  })

  it('logs in with Farcaster once its approval page is allowed, and a new link ends the wait on the old one', async () => {
    const page = await browser.newPage()
    await openApp(page)
    const first = (await ask(page, 'GET_FARCASTER_URI')).payload as { url: string }
    const waiting = await postToFrame(page, site.origin, 'CONNECT_FARCASTER', undefined)
    const second = (await ask(page, 'GET_FARCASTER_URI')).payload as {
      url: string
      expiresAt: number
    }
    expect(await answerTo(page, waiting)).toMatchObject({
      type: 'CONNECT_FARCASTER_ERROR',
      payload: { message: 'Farcaster URI expired' },
    })
    expect(second.url).not.toBe(first.url)
    expect(second.expiresAt).toBeGreaterThan(Date.now() + 3 * 60_000)

    const connecting = await postToFrame(page, site.origin, 'CONNECT_FARCASTER', undefined)
    // Scanned on a phone in real life: here another browser window opens the link.
    const phone = await browser.newPage()
    await phone.goto(second.url)
    await phone
      .getByRole('heading', { name: 'Approve sign-in with Farcaster (sandbox stand-in)' })
      .waitFor({ timeout: bound })
    await phone.getByRole('button', { name: 'Allow' }).click({ timeout: bound })
    await phone.getByRole('heading', { name: 'Sign-in approved' }).waitFor({ timeout: bound })
    expect(await answerTo(page, connecting)).toMatchObject({
      type: 'CONNECT_FARCASTER_SUCCESS',
      payload: { userName: 'ada.eth' },
    })
    expect(await ask(page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      payload: { userName: 'ada.eth', email: null },
    })
    await phone.close()
    await page.context().close()
  })

  it('answers RELOAD, reloads, says READY again and keeps the session', async () => {
    const page = await browser.newPage()
    await openApp(page)
    const { uri } = (await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'x' })).payload as {
      uri: string
    }
    const popup = await openPopup(page, uri)
    await popup.getByRole('button', { name: 'Allow' }).click({ timeout: bound })
    await expect.poll(() => popupMessages(page), { timeout: bound }).toHaveLength(1)
    const [posted] = (await popupMessages(page)) as { data: { payload: { resultUri: string } } }[]
    await ask(page, 'CONNECT_SOCIAL', { uri: posted?.data.payload.resultUri })

    expect(await ask(page, 'RELOAD')).toMatchObject({ type: 'RELOAD_SUCCESS' })
    const readies = () =>
      page.evaluate(
        () =>
          (window as never as { frameMessages: { type: string }[] }).frameMessages.filter(
            (message) => message.type === 'READY',
          ).length,
      )
    await expect.poll(readies, { timeout: bound }).toBe(1)
    expect(await ask(page, 'IS_CONNECTED', {})).toMatchObject({
      type: 'IS_CONNECTED_SUCCESS',
      payload: { isConnected: true },
    })
    await page.context().close()
  })

  it('switches to the smart account and sends from it after approval: the account contract pays the value', async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } })
    await openApp(page)
    const { uri } = (await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'apple' })).payload as {
      uri: string
    }
    const popup = await openPopup(page, uri)
    await popup.getByRole('button', { name: 'Allow' }).click({ timeout: bound })
    await expect.poll(() => popupMessages(page), { timeout: bound }).toHaveLength(1)
    const [posted] = (await popupMessages(page)) as { data: { payload: { resultUri: string } } }[]
    await ask(page, 'CONNECT_SOCIAL', { uri: posted?.data.payload.resultUri })
    const eoa = (
      (await ask(page, 'GET_USER', { chainId: 31337, preferredAccountType: 'eoa' })).payload as {
        address: Address
      }
    ).address
    const smartAccount = smartAccountAddress(factory, eoa)

    expect(await ask(page, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject({
      payload: { smartAccountEnabledNetworks: [31337] },
    })
    expect(await ask(page, 'INIT_SMART_ACCOUNT')).toMatchObject({
      payload: { address: smartAccount, isDeployed: false },
    })
    expect(await ask(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({
      payload: { type: 'smartAccount', address: smartAccount },
    })
    expect(await ask(page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      payload: {
        address: smartAccount,
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: false,
        accounts: [
          { address: eoa, type: 'eoa' },
          { address: smartAccount, type: 'smartAccount' },
        ],
      },
    })
    const rpc = (method: string, params: unknown) =>
      postToFrame(page, site.origin, 'RPC_REQUEST', {
        method,
        params,
        chainId: 31337,
        chainNamespace: 'eip155',
      })
    expect(await answerTo(page, await rpc('eth_accounts', []))).toMatchObject({
      payload: [smartAccount],
    })

    await showFrame(page)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const sending = await rpc('eth_sendTransaction', [{ to: receiver, value: '0x6f05b59d3b20000' }])
    const frame = page.frameLocator(secureFrame)
    await approvalHeading(page).waitFor({ timeout: bound })
    const shown = (await frame.locator('main').textContent()) ?? ''
    expect(shown).toContain(`Your smart account ${smartAccount}`)
    expect(shown).toContain(`Your EOA ${eoa}`)
    await page
      .locator(secureFrame)
      .screenshot({ path: 'test-results/secure-site-smart-account-send.png' })
    await frame.getByRole('button', { name: 'Approve' }).click({ timeout: bound })
    const sent = await answerTo(page, sending)
    expect(sent.type).toBe('RPC_REQUEST_SUCCESS')
    const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
    const receipt = await client.waitForTransactionReceipt({
      hash: sent.payload as Hex,
      timeout: bound,
    })
    expect(receipt.status).toBe('success')
    expect(getAddress(receipt.to ?? '0x')).toBe(smartAccount)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.5'))
    expect(await client.getBalance({ address: smartAccount })).toBe(parseEther('9.5'))
    expect(await ask(page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      payload: { smartAccountDeployed: true },
    })

    // Sign-in with the smart account: EIP-1271 now that it is deployed.
    const message = 'Sign in to Sandbox Shop'
    const signing = await rpc('personal_sign', [message, smartAccount])
    await approvalHeading(page).waitFor({ timeout: bound })
    expect((await frame.locator('main').textContent()) ?? '').toContain(
      `Your smart account ${smartAccount}`,
    )
    await frame.getByRole('button', { name: 'Approve' }).click({ timeout: bound })
    const signed = await answerTo(page, signing)
    expect(
      await client.verifyMessage({
        address: smartAccount,
        message,
        signature: signed.payload as Hex,
      }),
    ).toBe(true)
    await page.context().close()
  })
})
