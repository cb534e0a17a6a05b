import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PartBoundary } from './App'

const fragile = { broken: true }

/** A part that crashes as the old TokenBalances did on a null quantity, until fixed. */
function Fragile() {
  if (fragile.broken) throw new TypeError("Cannot read properties of null (reading 'numeric')")
  return <p>Balances are back</p>
}

describe('PartBoundary', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('shows a readable fallback for a crashed part, keeps the rest of the page, and retries', async () => {
    // React logs the error a boundary caught; that is expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fragile.broken = true
    render(
      <>
        <button type="button">Connect</button>
        <PartBoundary name="Balances">
          <Fragile />
        </PartBoundary>
      </>,
    )
    expect(screen.getByRole('alert').textContent).toContain(
      'Balances stopped working. The rest of the page still works.',
    )
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy()
    expect(logged).toHaveBeenCalled()

    fragile.broken = false
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(screen.getByText('Balances are back')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
