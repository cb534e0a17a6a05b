import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineLazyView } from './defineLazyView.js'

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

describe('defineLazyView', () => {
  afterEach(cleanup)

  it('shows a spinner, then the view once its chunk has loaded', async () => {
    const Lazy = defineLazyView(async () => Hello)
    render(<Lazy name="Ada" />)
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
  })

  it('loads the chunk once, and renders at once after a preload', async () => {
    const load = vi.fn(async () => Hello)
    const Lazy = defineLazyView(load)
    Lazy.preload()
    await act(async () => undefined)
    render(<Lazy name="Ada" />)
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })

  it('offers a retry when the chunk fails to load (offline), and the retry loads it', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Hello)
    const Lazy = defineLazyView(load)
    render(<Lazy name="Ada" />)
    const retry = await screen.findByRole('button', { name: 'Try again' })
    await act(async () => fireEvent.click(retry))
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('says the device is offline, and loads the view by itself once it is back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const load = vi
        .fn<() => Promise<typeof Hello>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue(Hello)
      const Lazy = defineLazyView(load)
      render(<Lazy name="Ada" />)
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain(
        'No internet connection detected. Please restart your network and try again.',
      )
      onLine.mockReturnValue(true)
      await act(async () => window.dispatchEvent(new Event('online')))
      expect(await screen.findByText('Hello Ada', {}, { timeout: 5_000 })).toBeTruthy()
      expect(load).toHaveBeenCalledTimes(2)
    } finally {
      onLine.mockRestore()
    }
  })
})
