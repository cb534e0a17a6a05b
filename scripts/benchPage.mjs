// One measured page load of the bench: what a visitor's browser fetches and does up to an open modal.
import { gzipSync } from 'node:zlib'

// Runs in the page: the dialog of the modal, looked up through open shadow roots.
function findDialogInPage() {
  const search = (root) => {
    const direct = root.querySelector('[role="dialog"]')
    if (direct) return direct
    for (const element of root.querySelectorAll('*')) {
      const found = element.shadowRoot && search(element.shadowRoot)
      if (found) return found
    }
    return null
  }
  return search(document)
}

export async function measurePage(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors = []
  let failedRequests = 0
  let clicked = false
  const jsBodies = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('requestfailed', () => failedRequests++)
  page.on('response', async (response) => {
    if (response.status() >= 400) failedRequests++
    if (!clicked && response.request().resourceType() === 'script') {
      jsBodies.push(response.body().catch(() => Buffer.alloc(0)))
    }
  })
  const started = Date.now()
  await page.goto(url)
  const button = page.getByRole('button', { name: 'Connect' })
  await button.waitFor({ state: 'visible' })
  const buttonVisibleMs = Date.now() - started
  await page.waitForLoadState('networkidle')
  clicked = true
  const initialJsKb =
    (await Promise.all(jsBodies)).reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024

  const timing = await page.evaluate(
    `(${clickAndWatch.toString()})(${findDialogInPage.toString()})`,
  )
  const domNodesOpen = await page.evaluate(`(${countNodes.toString()})()`)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = await cdp.send('Runtime.getHeapUsage')
  await context.close()
  return {
    initialJsKb,
    buttonVisibleMs,
    ...timing,
    domNodesOpen,
    heapMiB: heap.usedSize / 1024 / 1024,
    failedRequests,
    uncaughtErrors: errors.length,
  }
}

// In the page: click Connect, then time the first frame that has the dialog, and the frame after
// which its size stopped changing (settled).
function clickAndWatch(findDialog) {
  return new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Connect')
    if (!button) return reject(new Error('no Connect button'))
    const clickedAt = performance.now()
    button.click()
    let firstFrame
    let lastSize = ''
    let stableFrames = 0
    const frame = () => {
      const now = performance.now()
      const dialog = findDialog()
      if (dialog && firstFrame === undefined) firstFrame = now - clickedAt
      if (dialog) {
        const box = dialog.getBoundingClientRect()
        const size = `${box.width}x${box.height}`
        stableFrames = size === lastSize ? stableFrames + 1 : 0
        lastSize = size
        if (stableFrames >= 3)
          return resolve({ clickToFirstFrameMs: firstFrame, clickToSettledMs: now - clickedAt })
      }
      if (now - clickedAt > 5000) return reject(new Error('the dialog did not open within 5 s'))
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

function countNodes() {
  let count = 0
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      count++
      if (element.shadowRoot) walk(element.shadowRoot)
    }
  }
  walk(document)
  return count
}
