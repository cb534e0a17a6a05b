import { act, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WalletImage } from './WalletImage.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const placeholder = (container: HTMLElement) => container.querySelector('.ak-aw-image')

describe('WalletImage', () => {
  it('pulses while loading, stops after 2 s, and still shows the image when it arrives', () => {
    const { container } = render(<WalletImage src="https://api.example/i.png" name="zerion" />)
    expect(placeholder(container)?.getAttribute('data-state')).toBe('loading')
    expect(placeholder(container)?.textContent).toBe('Z')
    act(() => vi.advanceTimersByTime(1_999))
    expect(placeholder(container)?.getAttribute('data-state')).toBe('loading')
    act(() => vi.advanceTimersByTime(1))
    expect(placeholder(container)?.getAttribute('data-state')).toBe('slow')
    const image = container.querySelector('img')
    act(() => {
      if (image) fireEvent.load(image)
    })
    expect(placeholder(container)?.getAttribute('data-state')).toBe('loaded')
    expect(placeholder(container)?.textContent).toBe('')
  })

  it('keeps the placeholder when there is no image', () => {
    const { container } = render(<WalletImage src={undefined} name="🦊 Fox" />)
    expect(container.querySelector('img')).toBeNull()
    expect(placeholder(container)?.textContent).toBe('🦊')
  })
})
