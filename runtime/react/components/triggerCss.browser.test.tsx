import { afterEach, describe, expect, it } from 'vitest'
import { triggerCss } from './triggerCss.js'

const sheet = new CSSStyleSheet()
sheet.replaceSync(triggerCss)

/** A trigger button in a 600 px parent laid out by `parentStyle`, as a host page would. */
function triggerIn(parentStyle: string): HTMLButtonElement {
  document.adoptedStyleSheets = [sheet]
  const parent = document.createElement('div')
  parent.setAttribute('style', `width:600px;${parentStyle}`)
  const button = document.createElement('button')
  button.className = 'ak-trigger'
  button.dataset.variant = 'connect'
  button.textContent = 'Connect'
  parent.append(button)
  document.body.append(parent)
  return button
}

describe('trigger buttons in the layouts of host pages, in Chromium', () => {
  afterEach(() => {
    document.body.replaceChildren()
    document.adoptedStyleSheets = []
  })

  it.each([
    ['a flex column (the Vite template #root)', 'display:flex;flex-direction:column'],
    ['a centred flex column', 'display:flex;flex-direction:column;align-items:center'],
    ['a grid', 'display:grid'],
    ['a block', 'display:block'],
  ])('keeps its own width in %s', (_, parentStyle) => {
    const width = triggerIn(parentStyle).getBoundingClientRect().width
    expect(width).toBeGreaterThan(40)
    expect(width).toBeLessThan(200)
  })

  it.each([
    ['a short name', 'bob.eth'],
    ['a name longer than the address', 'a-much-longer-name-than-any-address.reown.id'],
  ])('keeps the account button in place when %s replaces the address', (_, name) => {
    const button = triggerIn('display:block')
    button.dataset.variant = 'account'
    button.innerHTML =
      '<span class="ak-trigger-address"><span class="ak-trigger-avatar"></span>' +
      '<span class="ak-trigger-id"><span>0xf3...b92266</span></span></span>'
    const before = button.getBoundingClientRect()
    const label = button.querySelector('.ak-trigger-id') as HTMLElement
    label.dataset.named = ''
    const shown = document.createElement('span')
    shown.className = 'ak-trigger-name'
    shown.textContent = name
    label.append(shown)
    const after = button.getBoundingClientRect()
    expect([after.x, after.y, after.width, after.height]).toEqual([
      before.x,
      before.y,
      before.width,
      before.height,
    ])
    // The name is what shows: over the hidden address, cut with an ellipsis where longer.
    expect(getComputedStyle(label.firstElementChild as Element).visibility).toBe('hidden')
    expect(shown.getBoundingClientRect().width).toBe(label.getBoundingClientRect().width)
  })

  it('still takes a width the app gives it', () => {
    const button = triggerIn('display:flex;flex-direction:column')
    button.style.width = '100%'
    expect(button.getBoundingClientRect().width).toBe(600)
  })
})
