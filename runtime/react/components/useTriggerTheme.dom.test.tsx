import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderModal } from '../fixtures/renderModal.js'
import { AppKitButton } from './AppKitButtons.js'

/** The rules of the sheets adopted into the page's document, as text. */
const documentCss = () =>
  document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))

describe('useTriggerTheme', () => {
  it("takes the kit's theme sheet out of the document when the kit is destroyed while its buttons are mounted", () => {
    const view = renderModal({ children: <AppKitButton /> })
    const button = screen.getByRole('button', { name: 'Connect' })
    const selector = `[data-ak-theme="${button.getAttribute('data-ak-theme')}"]`
    expect(documentCss().some((text) => text.includes(selector))).toBe(true)

    act(() => view.appKit.destroy())
    expect(documentCss().some((text) => text.includes(selector))).toBe(false)
    // Nor does a theme change of the destroyed kit put it back.
    act(() => view.appKit.stores.theme.setState({ themeMode: 'light' }))
    expect(documentCss().some((text) => text.includes(selector))).toBe(false)
    view.result.unmount()
    expect(documentCss().some((text) => text.includes(selector))).toBe(false)
  })
})
