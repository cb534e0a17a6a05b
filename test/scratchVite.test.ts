import { cpSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../scripts/chromium.mjs'
import { configText, type TempProject, tempProject } from '../../test/tempProject.js'
import { type DevSession, runDev } from './runDev.js'

// `appkit dev` on the app `npm create vite` makes (React + TypeScript), as it comes: its files are
// the create-vite package's own template (a pinned dev dependency), copied into a scratch project
// at run time, with only an appkit config beside them and React linked in, as `npm install`
// would put it there.
const repoModules = fileURLToPath(new URL('../../node_modules/', import.meta.url))
const template = `${repoModules}create-vite/template-react-ts/`
const wait = { timeout: 30_000 }

let project: TempProject
let session: DevSession
let browser: Browser
const buildErrors: string[][] = []
const warnings: string[] = []

beforeAll(async () => {
  project = tempProject()
  cpSync(template, project.dir, { recursive: true })
  project.write('appkit.config.ts', configText())
  mkdirSync(project.path('node_modules'))
  for (const name of ['react', 'react-dom']) {
    symlinkSync(`${repoModules}${name}`, project.path(`node_modules/${name}`), 'dir')
  }
  session = await runDev({
    cwd: project.dir,
    injectDevWallet: false,
    exclusive: false,
    onBuildErrors: (errors) => buildErrors.push([...errors]),
    onWarning: (text) => warnings.push(text),
  })
  browser = await launchChromium()
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await session?.stop()
  project?.remove()
})

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
  await page.goto(session.appUrl, wait)
  return { page, problems }
}

const naturalWidth = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img: HTMLImageElement) => img.naturalWidth)

describe('appkit dev on the unmodified Vite React + TypeScript template', () => {
  it('renders the App with the styles of index.css and App.css, its images and the icons of public/', async () => {
    expect(buildErrors).toEqual([])
    // The template does not use the kit yet, and is told so (its entry is no prebuilt bundle).
    expect(warnings).toEqual([expect.stringContaining('the app does not use the kit yet')])
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
      const answer = await page.request.get(new URL(path, session.appUrl).href, wait)
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
    await expect.poll(() => buildErrors.flat().join('\n'), wait).toContain(`${broken}:1:`)

    project.write(app, original)
    await page.getByRole('heading', { name: 'Get started' }).waitFor(wait)
    expect(await overlay.count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  }, 120_000)
})
