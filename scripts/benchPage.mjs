// One measured page load of the bench: what a visitor's browser fetches and does up to an open modal.
// The same probe measures every page (ours, React's trivial dialog, RainbowKit): what a person sees.
import { basename } from 'node:path'
import { gzipSync } from 'node:zlib'

// Runs in the page: the dialog's card, looked up through open shadow roots. A dialog that is a
// full-screen overlay (RainbowKit's) holds its card in a `role="document"` child: that is measured.
function findCardInPage() {
  const search = (root) => {
    const direct = root.querySelector('[role="dialog"]')
    if (direct) return direct.querySelector('[role="document"]') ?? direct
    for (const element of root.querySelectorAll('*')) {
      const found = element.shadowRoot && search(element.shadowRoot)
      if (found) return found
    }
    return null
  }
  return search(document)
}

const isLoopback = (url) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

/**
 * Answers a page's requests to other hosts from `standIns` (e.g. the Wallet API), aborting the
 * rest; returns the counts. Playwright then intercepts every request of the context, which costs
 * each one a round trip: only pages that need a stand-in pay for it (the example, whose opening
 * makes no request). Elsewhere the browser's host resolver fails other hosts at once (bench.mjs).
 */
async function keepLocal(context, standIns) {
  const external = { answered: 0 }
  await context.route(
    (target) => !isLoopback(target),
    async (route) => {
      const answer = await standIns.answer(new URL(route.request().url()))
      if (!answer) return route.abort('blockedbyclient')
      external.answered++
      return route.fulfill(answer)
    },
  )
  return external
}

/**
 * Loads `url` in a fresh context, waits for the network to be idle, clicks the button named
 * `buttonName` and watches the dialog frame by frame.
 * - `staticScripts`: file names of the first-load JS (the entry and its static imports); other
 *   scripts fetched before the click are counted as warmed at idle.
 * - `standIns`: answers requests to hosts other than 127.0.0.1 (`answer(url)` -> { status,
 *   headers, body } or undefined). Every other request to another host is counted as blocked.
 */
export async function measurePage(browser, url, options = {}) {
  const { buttonName = 'Connect', staticScripts, standIns } = options
  const context = await browser.newContext()
  const external = standIns ? await keepLocal(context, standIns) : { answered: 0 }
  const page = await context.newPage()
  const others = { requests: 0, hosts: new Set() }
  page.on('request', (request) => {
    const target = new URL(request.url())
    if (isLoopback(target) || target.protocol === 'data:' || target.protocol === 'blob:') return
    others.requests++
    others.hosts.add(target.host)
  })
  const errors = []
  let failedRequests = 0
  let clicked = false
  const firstLoad = []
  const warmed = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('requestfailed', (request) => {
    if (isLoopback(new URL(request.url()))) failedRequests++
  })
  page.on('response', async (response) => {
    if (response.status() >= 400) failedRequests++
    if (clicked) return
    const request = response.request()
    const body = response.body().catch(() => Buffer.alloc(0))
    if (request.resourceType() === 'script') {
      const name = basename(new URL(request.url()).pathname)
      if (!staticScripts || staticScripts.has(name)) firstLoad.push(body)
      else warmed.push({ kind: 'script', body, url: request.url() })
    } else if (['fetch', 'xhr'].includes(request.resourceType())) {
      warmed.push({ kind: 'data', body, url: request.url() })
    }
  })
  const started = Date.now()
  await page.goto(url)
  const button = page.getByRole('button', { name: buttonName, exact: true })
  await button.waitFor({ state: 'visible' })
  const buttonVisibleMs = Date.now() - started
  await page.waitForLoadState('networkidle')
  clicked = true
  const gzipKb = async (bodies) =>
    (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024
  const initialJsKb = await gzipKb(firstLoad)
  const warmedScripts = warmed.filter((item) => item.kind === 'script').map((item) => item.body)
  const warmedData = warmed.filter((item) => item.kind === 'data').map((item) => item.body)

  const watching = page.evaluate(
    `(${clickAndWatch.toString()})(${findCardInPage.toString()}, ${JSON.stringify(buttonName)})`,
  )
  // The page gives up after 5 s; a page that stops running frames altogether fails here.
  let stall
  const stalled = new Promise((_, reject) => {
    stall = setTimeout(() => reject(new Error('no answer from the page within 20 s')), 20_000)
  })
  const timing = await Promise.race([watching, stalled])
    .catch((error) => {
      throw new Error(`${url}: ${error.message}`)
    })
    .finally(() => clearTimeout(stall))
  const domNodesOpen = await page.evaluate(`(${countNodes.toString()})()`)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = await cdp.send('Runtime.getHeapUsage')
  await context.close()
  return {
    initialJsKb,
    warmedJsKb: await gzipKb(warmedScripts),
    warmedJsRequests: warmedScripts.length,
    warmedDataKb: await gzipKb(warmedData),
    warmedDataRequests: warmedData.length,
    warmedUrls: warmed.map((item) => {
      const { host, pathname } = new URL(item.url)
      return isLoopback(new URL(item.url)) ? pathname : `${host}${pathname}`
    }),
    buttonVisibleMs,
    ...timing,
    domNodesOpen,
    heapMiB: heap.usedSize / 1024 / 1024,
    failedRequests,
    externalAnswered: external.answered,
    externalBlocked: others.requests - external.answered,
    externalHosts: [...others.hosts],
    uncaughtErrors: errors.length,
  }
}

// In the page: click the button, then record every frame until the card has kept its size and
// opacity for 3 frames (settled). The card's opacity is multiplied through its ancestors (shadow
// hosts included), read from computed styles: a CSS animation Chromium holds at its first keyframe
// reads as that keyframe. Visible = the first frame above 0.5 opacity and within 5% of the final
// height. A frame's time is when its `requestAnimationFrame` callbacks run, the same for every page.
function clickAndWatch(findCard, buttonName) {
  const seenOpacity = (element) => {
    let opacity = 1
    let node = element
    while (node) {
      if (node instanceof Element) opacity *= Number(getComputedStyle(node).opacity)
      node = node instanceof ShadowRoot ? node.host : node.parentNode
    }
    return opacity
  }
  return new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === buttonName,
    )
    if (!button) return reject(new Error(`no ${buttonName} button`))
    const clickedAt = performance.now()
    button.click()
    const frames = []
    let last = ''
    let stable = 0
    const frame = () => {
      // When this frame's callbacks run (its own timestamp can predate the click).
      const now = performance.now()
      const card = findCard()
      if (card) {
        const height = card.getBoundingClientRect().height
        const opacity = seenOpacity(card)
        frames.push({ at: now - clickedAt, height, opacity })
        const state = `${height.toFixed(1)}:${opacity.toFixed(3)}`
        stable = state === last ? stable + 1 : 0
        last = state
        if (stable >= 3) {
          const final = height
          const visible = frames.find(
            (f) => f.opacity > 0.5 && Math.abs(f.height - final) <= 0.05 * final,
          )
          return resolve({
            clickToFirstFrameMs: frames[0].at,
            clickToVisibleMs: visible.at,
            clickToSettledMs: frames[frames.length - 4].at,
            firstFrame: { height: frames[0].height, opacity: frames[0].opacity },
            finalHeight: final,
          })
        }
      }
      if (performance.now() - clickedAt > 5000) {
        const tail = JSON.stringify(frames.slice(-4))
        return reject(
          new Error(`the dialog did not open and settle within 5 s; last frames ${tail}`),
        )
      }
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

/**
 * Screenshots of the modal opening into `prefix`-*.png: with every animation held at its start
 * (what Chromium shows while it holds a new animation's clock at 0), then settled.
 */
export async function shootOpening(browser, url, options, prefix) {
  const { buttonName = 'Connect', standIns } = options
  const context = await browser.newContext({ viewport: { width: 900, height: 700 } })
  if (standIns) await keepLocal(context, standIns)
  const page = await context.newPage()
  await page.goto(url)
  await page.getByRole('button', { name: buttonName, exact: true }).waitFor({ state: 'visible' })
  await page.waitForLoadState('networkidle')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 })
  await page.evaluate(
    (name) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)?.click(),
    buttonName,
  )
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${prefix}-start.png` })
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 })
  await page.waitForTimeout(800)
  await page.screenshot({ path: `${prefix}-settled.png` })
  await context.close()
}
