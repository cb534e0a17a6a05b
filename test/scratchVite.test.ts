import { cpSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../scripts/chromium.mjs'
import { installPackedPackage } from './packedPackage.js'
import { type LongRunningCli, startCli } from './startCli.js'
import { configText, type TempProject, tempProject } from './tempProject.js'

// `appkit dev` on the app `npm create vite` makes (React + TypeScript), as it comes, with the kit
// installed from the packed package as a user installs it: the template's files are the
// create-vite package's own (a pinned dev dependency), copied into a scratch project at run time
// with only an appkit config beside them; the packed package is unpacked into its node_modules
// (not linked), its dependencies and React come from this checkout, so nothing is fetched. The
// kit's own bin runs the dev server, as `npx appkit dev` does.
const repoModules = fileURLToPath(new URL('../node_modules/', import.meta.url))
const template = `${repoModules}create-vite/template-react-ts/`
const wait = { timeout: 30_000 }

let project: TempProject
let dev: LongRunningCli
let appUrl: string
let browser: Browser

beforeAll(async () => {
  project = tempProject()
  cpSync(template, project.dir, { recursive: true })
  project.write('appkit.config.ts', configText())
  const bin = installPackedPackage(project.dir)
  dev = startCli(['dev', '--no-open'], { cwd: project.dir, bin })
  appUrl = (await dev.waitFor(/App: (http:\/\/127\.0\.0\.1:\d+\/)/, 120_000))[1] ?? ''
  await dev.waitFor(/Press Ctrl-C to stop\./, 60_000)
  browser = await launchChromium()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  if (dev && dev.child.exitCode === null) {
    dev.child.kill('SIGTERM')
    await dev.exited
  }
  project?.remove()
}, 60_000)

/** A page on the app that records what went wrong in it: uncaught errors, failed requests. */
async function openApp(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  // The live-reload stream is cut by each reload, as it should be: every other request must land.
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname !== '/__appkit/events') {
      problems.push(`failed ${request.url()}`)
    }
  })
  await page.goto(appUrl, wait)
  return { page, problems }
}

const naturalWidth = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img: HTMLImageElement) => img.naturalWidth)

describe('appkit dev, from the packed package, on the unmodified Vite React + TypeScript template', () => {
  it('renders the App with the styles of index.css and App.css, its images and the icons of public/', async () => {
    expect(dev.output()).not.toContain('The app did not build')
    // The template does not use the kit yet, and is told so (its entry is no prebuilt bundle).
    expect(dev.output()).toContain('the app does not use the kit yet')
    const { page, problems } = await openApp()
    await page.getByRole('heading', { name: 'Get started' }).waitFor(wait)

    // index.css: #root is a centred flex column; App.css: the counter's accent and corners.
    const root = page.locator('#root')
    expect(await root.evaluate((el) => getComputedStyle(el).display)).toBe('flex')
    expect(await root.evaluate((el) => getComputedStyle(el).textAlign)).toBe('center')
    const counter = page.getByRole('button', { name: 'Count is 0' })
    expect(await counter.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('5px')
    expect(await counter.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(170, 59, 255)')

    // The imported images are files with URLs, and load.
    for (const selector of ['img[alt="React logo"]', 'img[alt="Vite logo"]', '.hero img.base']) {
      await expect.poll(() => naturalWidth(page, selector), wait).toBeGreaterThan(0)
      expect(await page.locator(selector).getAttribute('src')).toMatch(/^\/__app\/assets\//)
    }
    // public/: the favicon of index.html and the sprite the App's <use href="/icons.svg#..."> name.
    for (const path of ['/favicon.svg', '/icons.svg']) {
      const answer = await page.request.get(new URL(path, appUrl).href, wait)
      expect(answer.status(), path).toBe(200)
      expect(answer.headers()['content-type'], path).toBe('image/svg+xml')
    }

    await counter.click()
    await page.getByRole('button', { name: 'Count is 1' }).waitFor(wait)
    expect(problems).toEqual([])
    await page.close()
  }, 120_000)

  it('shows a syntax error over the page, escaped, and in the terminal, and the fixed app after the save', async () => {
    const app = 'src/App.tsx'
    const original = readFileSync(project.path(app), 'utf8')
    const { page, problems } = await openApp()
    await page.getByRole('heading', { name: 'Get started' }).waitFor(wait)

    // A file whose name and broken line are markup: the overlay must show them as text.
    const broken = 'src/<img id=from-name src=x>.ts'
    project.write(broken, 'export const x = <b id="from-message">\n')
    project.write(app, `import './<img id=from-name src=x>.ts'\n${original}`)
    const overlay = page.getByRole('alert')
    await overlay.waitFor(wait)
    const shown = (await overlay.textContent()) ?? ''
    expect(shown).toContain('The app did not build')
    expect(shown).toContain(`${broken}:1:`)
    expect(shown).toContain('<b id="from-message">')
    expect(await page.locator('#from-name, #from-message').count()).toBe(0)
    // And in the terminal, with the file and line.
    await dev.waitFor(/The app did not build \(1 error\)/, wait.timeout)
    await expect.poll(() => dev.output(), wait).toContain(`${broken}:1:`)

    project.write(app, original)
    await page.getByRole('heading', { name: 'Get started' }).waitFor(wait)
    expect(await overlay.count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  }, 120_000)
})
