import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testConfig } from '../../core/fixtures/testConfig.js'
import { renderModal } from '../fixtures/renderModal.js'
import { stubIdentityService } from '../fixtures/stubIdentityService.js'
import { AppKitButton, AppKitNetworkButton } from './AppKitButtons.js'
import { createAppKitProvider } from './AppKitProvider.js'

const ethereumImage = '/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900'

/** The rules of the sheets adopted into the page's document, as text. */
const documentCss = () =>
  document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))

const themeRule = (button: HTMLElement) => {
  const key = button.getAttribute('data-ak-theme')
  return documentCss().find((text) => text.includes(`[data-ak-theme="${key}"]`)) ?? ''
}

// The image URL needs the Wallet API chunk: a dynamic import, so a generous bound.
const networkImage = (button: HTMLElement) =>
  waitFor(
    () => {
      const image = button.querySelector('img')
      if (!image) throw new Error('no image yet')
      return image
    },
    { timeout: 5_000 },
  )

function renderButtons(options: Parameters<typeof renderModal>[0] = {}) {
  return renderModal({
    ...options,
    children: (
      <>
        <AppKitNetworkButton />
        <AppKitButton />
      </>
    ),
  })
}

describe('trigger buttons', () => {
  it('say Connect and open the Connect view', async () => {
    const view = renderButtons()
    const connect = screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement
    expect(connect.disabled).toBe(false)
    expect(connect.className).toBe('ak-trigger')
    await act(async () => connect.click())
    await view.modal().findByRole('dialog', { name: 'Connect Wallet' })
  })

  it('are disabled, and say so, while a connection is under way', () => {
    const view = renderButtons()
    act(() => view.appKit.stores.chains.setAccount('eip155', { status: 'connecting' }))
    const busy = screen.getByRole('button', { name: 'Connecting...' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(busy.querySelector('.ak-trigger-spinner')).not.toBeNull()
  })

  it('say the balance is loading while the read has not answered', async () => {
    const view = renderButtons()
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    )
    await view.connectWallet()
    const address = view.account().address ?? ''
    const shown = `${address.slice(0, 4)}...${address.slice(-6)}`
    // What it shows first (WCAG 2.5.3: the name holds the visible words), then the full address.
    const account = screen.getByRole('button', {
      name: `${shown}, account ${address}, loading balance`,
    })
    expect(account.getAttribute('aria-busy')).toBe('true')
    expect(account.querySelector('.ak-trigger-skeleton')).not.toBeNull()
    expect(account.textContent).toContain(shown)
  })

  it('show the address alone when the balance cannot be read', async () => {
    const view = renderButtons()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 400 })),
    )
    await view.connectWallet()
    const address = view.account().address ?? ''
    const account = await screen.findByRole(
      'button',
      { name: `${address.slice(0, 4)}...${address.slice(-6)}, account ${address}` },
      { timeout: 8_000 },
    )
    expect(account.getAttribute('aria-busy')).toBeNull()
    expect(account.querySelector('.ak-trigger-skeleton')).toBeNull()
  })

  it('show the balance, the address and the network image when connected', async () => {
    const view = renderButtons()
    await view.connectWallet()
    const address = view.account().address ?? ''
    const account = await screen.findByRole(
      'button',
      { name: `1.234 ETH ${address.slice(0, 4)}...${address.slice(-6)}, account ${address}` },
      { timeout: 5_000 },
    )
    expect(account.textContent).toContain('1.234 ETH')
    expect((await networkImage(account)).src).toContain(ethereumImage)
    const network = screen.getByRole('button', { name: 'Network: Ethereum' })
    expect(network.textContent).toBe('Ethereum')
    expect((await networkImage(network)).src).toContain(ethereumImage)
    expect((await networkImage(network)).src).toContain(
      'projectId=0123456789abcdef0123456789abcdef',
    )
    await act(async () => account.click())
    await view.modal().findByRole('dialog', { name: 'Account' })
  })

  it("show the account's name and avatar from the identity lookup, in the address's room", async () => {
    const view = renderButtons()
    stubIdentityService({ name: 'alice.eth', avatar: 'https://avatars.example/alice.png' })
    await view.connectWallet()
    const address = view.account().address ?? ''
    const truncated = `${address.slice(0, 4)}...${address.slice(-6)}`
    const account = await screen.findByRole(
      'button',
      { name: `1.234 ETH alice.eth, account ${address}` },
      { timeout: 8_000 },
    )
    const label = account.querySelector('.ak-trigger-id')
    // The truncated address stays in the layout, hidden, under the name: the width is its own.
    expect(label?.hasAttribute('data-named')).toBe(true)
    expect(label?.firstElementChild?.textContent).toBe(truncated)
    expect(account.querySelector('.ak-trigger-name')?.textContent).toBe('alice.eth')
    const avatar = account.querySelector<HTMLImageElement>('.ak-trigger-avatar > img')
    expect(avatar?.getAttribute('src')).toBe('https://avatars.example/alice.png')
    expect(avatar?.getAttribute('alt')).toBe('')
    expect(avatar?.getAttribute('referrerpolicy')).toBe('no-referrer')
    // A broken picture leaves the colour disc under it.
    fireEvent.error(avatar as HTMLImageElement)
    expect(avatar?.hidden).toBe(true)
  })

  it('show the first letter when the network image fails to load', async () => {
    renderButtons()
    const network = screen.getByRole('button', { name: 'Network: Ethereum' })
    fireEvent.error(await networkImage(network))
    expect(network.querySelector('img')).toBeNull()
    expect(network.querySelector('.ak-trigger-icon')?.getAttribute('data-letter')).toBe('E')
  })

  it('show the first letter for a network without an image', () => {
    renderButtons({
      config: {
        networks: [
          {
            id: 777,
            chainNamespace: 'eip155',
            caipNetworkId: 'eip155:777',
            name: 'Devchain',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: ['https://rpc.devchain.example'] } },
          },
        ],
      },
    })
    const network = screen.getByRole('button', { name: 'Network: Devchain' })
    expect(network.querySelector('img')).toBeNull()
    expect(network.querySelector('.ak-trigger-icon')?.getAttribute('data-letter')).toBe('D')
  })

  it("show a network's own imageUrl as it is", async () => {
    renderButtons({
      config: {
        networks: [
          {
            id: 777,
            chainNamespace: 'eip155',
            caipNetworkId: 'eip155:777',
            name: 'Devchain',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: ['https://rpc.devchain.example'] } },
            assets: { imageUrl: 'https://img.devchain.example/logo.png' },
          },
        ],
      },
    })
    const network = screen.getByRole('button', { name: 'Network: Devchain' })
    expect((await networkImage(network)).src).toBe('https://img.devchain.example/logo.png')
  })

  it('pass className and style through to the button', () => {
    renderModal({
      children: <AppKitButton className="my-connect" style={{ borderRadius: '2px' }} />,
    })
    const connect = screen.getByRole('button', { name: 'Connect' })
    expect(connect.className).toBe('ak-trigger my-connect')
    expect(connect.style.borderRadius).toBe('2px')
  })

  it('take the theme of the instance, light or dark, and follow it at run time', () => {
    const view = renderButtons({
      config: { theme: { themeMode: 'light', themeVariables: { accent: '#ff00aa' } } },
    })
    const connect = screen.getByRole('button', { name: 'Connect' })
    expect(themeRule(connect)).toMatch(/--ak-background:\s*#ffffff/)
    expect(themeRule(connect)).toMatch(/--ak-accent:\s*#ff00aa/)
    expect(documentCss().some((text) => text.startsWith('.ak-trigger:focus-visible'))).toBe(true)
    act(() => view.appKit.stores.theme.setState({ themeMode: 'dark' }))
    expect(themeRule(connect)).toMatch(/--ak-background:\s*#121313/)
  })

  it('take their theme sheet out of the document when the last one unmounts', () => {
    const view = renderButtons()
    const key = screen.getByRole('button', { name: 'Connect' }).getAttribute('data-ak-theme')
    const selector = `[data-ak-theme="${key}"]`
    expect(documentCss().some((text) => text.includes(selector))).toBe(true)
    view.result.unmount()
    expect(documentCss().some((text) => text.includes(selector))).toBe(false)
  })
})

describe('trigger buttons rendered on the server', () => {
  it('hydrate without a mismatch, then take the theme of the instance', async () => {
    const AppKitProvider = createAppKitProvider(testConfig())
    const app = (
      <AppKitProvider>
        <AppKitNetworkButton />
        <AppKitButton />
      </AppKitProvider>
    )
    vi.stubGlobal('window', undefined)
    const html = renderToString(app)
    vi.unstubAllGlobals()
    expect(html).not.toContain('data-ak-theme')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const errors: unknown[] = []
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) })
    })
    expect(errors).toEqual([])
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
    const connect = within(container).getByRole('button', { name: 'Connect' })
    expect(themeRule(connect)).toMatch(/--ak-background:\s*#121313/)
    act(() => root?.unmount())
    container.remove()
  })
})
