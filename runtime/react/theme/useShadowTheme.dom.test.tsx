import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderModal } from '../fixtures/renderModal.js'

const themeText = (root: ShadowRoot) =>
  [...(root.adoptedStyleSheets[1]?.cssRules ?? [])].map((rule) => rule.cssText).join('')

describe('theme of the modal', () => {
  it('is dark by default and follows the theme store at run time', () => {
    const view = renderModal()
    expect(themeText(view.shadowRoot())).toMatch(/--ak-background:\s*#121313/)
    act(() => view.appKit.stores.theme.setState({ themeMode: 'light' }))
    expect(themeText(view.shadowRoot())).toMatch(/--ak-background:\s*#ffffff/)
  })

  it('takes the config theme variables', () => {
    const view = renderModal({
      config: { theme: { themeMode: 'dark', themeVariables: { accent: '#ff00aa', zIndex: 5000 } } },
    })
    expect(themeText(view.shadowRoot())).toMatch(/--ak-accent:\s*#ff00aa/)
    expect(themeText(view.shadowRoot())).toMatch(/--ak-z-index:\s*5000/)
  })

  it('ignores a run-time value that could break out of CSS, and says so once', () => {
    const view = renderModal()
    act(() =>
      view.appKit.stores.theme.setState((state) => ({
        themeVariables: { ...state.themeVariables, accent: 'red;}*{display:none' },
      })),
    )
    expect(themeText(view.shadowRoot())).not.toContain('display')
    expect(view.logger.warn).toHaveBeenCalledOnce()
  })
})
