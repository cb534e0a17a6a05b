import type { Page } from 'playwright-core'

// What keeps axe from skipping the kit's text without a word. axe leaves out of its checks any
// text it thinks is off screen, and reports nothing about it: a scan must make sure that it saw
// what a person sees.

/**
 * Makes the page's root at least as tall as the viewport, once per page. While the modal is
 * open its scroll lock puts `overflow: hidden` on `<html>`; browsers apply that to the viewport,
 * but axe clips to the root's own box, which on a short page (the example's) ends above the
 * dialog's lower half, and then skips every text there. The page is the app's, not the kit's:
 * this changes nothing the kit draws.
 */
export async function rootFillsViewport(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById('a11y-root-height')) return
    const style = document.createElement('style')
    style.id = 'a11y-root-height'
    style.textContent = 'html{min-height:100%}'
    document.head.append(style)
  })
}

/**
 * The texts inside the modal's shadow root that a person sees (shown, not clipped by a scrolling
 * or clipping ancestor, in the viewport) but axe counts as off screen, by their markup. Empty
 * when axe saw everything. Call it after a scan: it uses the axe the scan put in the page.
 */
export function textAxeCannotSee(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Axe = {
      setup(root: Node): void
      teardown(): void
      commons: { dom: { isVisibleOnScreen(element: Element): boolean } }
    }
    const axe = (window as unknown as { axe?: Axe }).axe
    const root = document.querySelector('[data-appkit="modal-host"]')?.shadowRoot
    if (!axe || !root) return []
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.top >= outer.top - 1 &&
      inner.bottom <= outer.bottom + 1 &&
      inner.left >= outer.left - 1 &&
      inner.right <= outer.right + 1
    const viewport = new DOMRect(0, 0, window.innerWidth, window.innerHeight)
    const seen = (element: Element) => {
      const rect = element.getBoundingClientRect()
      // The visually hidden texts (for screen readers) are 1 px boxes.
      if (rect.width <= 2 || rect.height <= 2 || !inside(rect, viewport)) return false
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        return false
      for (let up = element.parentElement; up; up = up.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(up)
        const clips = overflowX !== 'visible' || overflowY !== 'visible'
        if (clips && !inside(rect, up.getBoundingClientRect())) return false
      }
      return true
    }
    const texts = [...root.querySelectorAll('*')].filter((element) =>
      [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
    )
    axe.setup(document)
    try {
      return texts
        .filter((element) => seen(element) && !axe.commons.dom.isVisibleOnScreen(element))
        .map((element) => element.outerHTML.replace(/\s+/g, ' ').slice(0, 100))
    } finally {
      axe.teardown()
    }
  })
}
