import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../scripts/chromium.mjs'
import { type TempProject, tempProject } from '../../test/tempProject.js'
import { type DevServer, startDevServer } from './startDevServer.js'
import { viteEnv } from './viteEnv.js'

// What Vite projects import besides code, served by the dev server to real Chromium: env
// variables, JSON, files of public/ by absolute path, `?url`, CSS with url()s. And what must stay
// out of the page: env variables without the VITE_ prefix, files from outside the project.
const secret = 'SECRET-ENV-VALUE-never-in-the-bundle'
const svg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="red"/></svg>`

const main = `import data from './data.json'
import publicLogo from '/vite.svg'
import rootLogo from '/src/logo.svg'
import workerUrl from './worker.ts?url'
import './style.css'
import styles from './box.module.css'

const env = import.meta.env
const out = {
  mode: env.MODE, dev: env.DEV, prod: env.PROD, ssr: env.SSR, base: env.BASE_URL,
  greeting: env.VITE_GREETING, overridden: env.VITE_OVERRIDDEN,
  productionOnly: env.VITE_PRODUCTION_ONLY ?? null, secret: env.SECRET_TOKEN ?? null,
  keys: Object.keys(env).sort(), data, publicLogo, workerUrl,
}
const pre = document.createElement('pre')
pre.id = 'out'
pre.textContent = JSON.stringify(out)
for (const [id, src] of [['public-logo', publicLogo], ['root-logo', rootLogo]]) {
  const img = document.createElement('img')
  img.id = id
  img.src = src
  document.body.append(img)
}
pre.className = styles.box
document.body.append(pre)
`

let browser: Browser
const projects: TempProject[] = []
const servers: DevServer[] = []
beforeAll(async () => {
  browser = await launchChromium()
}, 60_000)
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
  for (const project of projects.splice(0)) project.remove()
})
afterAll(async () => {
  await browser?.close()
})

async function serve(files: Record<string, string>, link?: (dir: string) => void) {
  const project = tempProject(files)
  projects.push(project)
  link?.(project.dir)
  const server = await startDevServer({
    root: project.dir,
    port: 0,
    strictPort: false,
    generatedModulePath: project.path('src/appkit.generated.tsx'),
    devModuleText: '',
    headScripts: {},
    title: 'vite project',
  })
  servers.push(server)
  return { project, server, build: await server.built() }
}

describe('the dev server and what a Vite project imports', () => {
  it('defines import.meta.env as Vite does, with VITE_ variables only, and loads JSON, public/, /src and ?url imports', async () => {
    const { project, server, build } = await serve({
      'index.html':
        '<!doctype html><html><head><title>env</title></head><body><script type="module" src="/src/main.ts"></script></body></html>',
      'src/main.ts': main,
      'src/data.json': '{ "answer": 42 }',
      'src/logo.svg': svg(20),
      'src/worker.ts': 'export const worker = 1\n',
      'src/style.css': 'body { background: url(/vite.svg) } #out { color: rgb(1, 2, 3) }\n',
      'src/box.module.css': '.box { border: 3px solid rgb(4, 5, 6) }\n',
      'public/vite.svg': svg(30),
      '.env': `VITE_GREETING=hello from .env\nVITE_OVERRIDDEN=env\nSECRET_TOKEN=${secret}\n`,
      '.env.local': 'VITE_OVERRIDDEN=local\n',
      '.env.development': 'VITE_OVERRIDDEN=development\n',
      '.env.development.local': `VITE_OVERRIDDEN=development.local\nDB_PASSWORD=${secret}\n`,
      '.env.production': 'VITE_PRODUCTION_ONLY=production\n',
    })
    expect(build.errors).toEqual([])
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    const bodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
      bodies.push(response.text().catch(() => ''))
    })
    await page.goto(server.url, { timeout: 30_000 })
    const out = JSON.parse((await page.locator('#out').textContent({ timeout: 15_000 })) ?? '')
    expect(out).toMatchObject({
      mode: 'development',
      dev: true,
      prod: false,
      ssr: false,
      base: '/',
      greeting: 'hello from .env',
      overridden: 'development.local',
      productionOnly: null,
      secret: null,
      data: { answer: 42 },
      publicLogo: '/vite.svg',
    })
    expect(out.keys).toEqual(
      ['BASE_URL', 'DEV', 'MODE', 'PROD', 'SSR', 'VITE_GREETING', 'VITE_OVERRIDDEN'].sort(),
    )
    expect(out.workerUrl).toMatch(/^\/__app\/assets\/worker-\w+\.ts$/)
    for (const [id, width] of [
      ['public-logo', 30],
      ['root-logo', 20],
    ] as const) {
      await expect
        .poll(() => page.locator(`#${id}`).evaluate((img: HTMLImageElement) => img.naturalWidth), {
          timeout: 15_000,
        })
        .toBe(width)
    }
    expect(await page.locator('#root-logo').getAttribute('src')).toMatch(
      /^\/__app\/assets\/logo-\w+\.svg$/,
    )
    // The stylesheet of the CSS main.ts imports is linked, and its url(/vite.svg) left for public/.
    expect(await page.locator('#out').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(1, 2, 3)',
    )
    // A CSS module: its class name is scoped, and its rules reach the element given it.
    expect(await page.locator('#out').getAttribute('class')).not.toBe('box')
    expect(await page.locator('#out').evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe(
      '3px',
    )
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundImage)).toContain(
      '/vite.svg',
    )

    // A saved env file rebuilds the app with the new values, and the page reloads with them.
    project.write('.env', `VITE_GREETING=changed after start\nSECRET_TOKEN=${secret}\n`)
    await expect
      .poll(async () => (await page.locator('#out').textContent()) ?? '', { timeout: 30_000 })
      .toContain('"greeting":"changed after start"')
    expect(errors).toEqual([])
    for (const body of await Promise.all(bodies)) expect(body).not.toContain(secret)
    await page.close()
  })

  it('refuses to build an asset from outside the project, even through a link, and serves no file of it', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'appkit-vite-outside-'))
    try {
      writeFileSync(join(outside, 'secret.png'), secret)
      for (const via of ['link', 'path', 'url'] as const) {
        const imported = {
          link: './linked.png',
          path: join(outside, 'secret.png'),
          url: `${join(outside, 'secret.png')}?url`,
        }[via]
        const { server, build } = await serve(
          {
            'index.html': '<script type="module" src="/src/main.ts"></script>',
            'src/main.ts': `import leak from ${JSON.stringify(imported)}\nconsole.log(leak)\n`,
          },
          (dir) => symlinkSync(join(outside, 'secret.png'), join(dir, 'src/linked.png')),
        )
        expect(build.errors.map((error) => error.text).join('\n'), via).toContain(
          'is outside the project',
        )
        const bundle = await fetch(new URL('/__app/main.js', server.url), {
          signal: AbortSignal.timeout(10_000),
        })
        const text = await bundle.text()
        expect(text, via).not.toContain(secret)
        expect(text, via).toContain('is outside the project')
      }
    } finally {
      rmSync(outside, { recursive: true, force: true })
    }
  })
})

describe('the dev server on the JavaScript React template of create-vite, as it comes', () => {
  it('renders its App with styles and images', async () => {
    const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url))
    const { server, build } = await serve({}, (dir) => {
      cpSync(join(modules, 'create-vite/template-react'), dir, { recursive: true })
      mkdirSync(join(dir, 'node_modules'))
      for (const name of ['react', 'react-dom']) {
        symlinkSync(join(modules, name), join(dir, 'node_modules', name), 'dir')
      }
    })
    expect(build.errors).toEqual([])
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(server.url, { timeout: 30_000 })
    await page.getByRole('heading', { name: 'Get started' }).waitFor({ timeout: 30_000 })
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).display)).toBe('flex')
    await expect
      .poll(
        () =>
          page
            .locator('img[alt="React logo"]')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('viteEnv', () => {
  it('lets a VITE_ variable of the environment win over the files, and reads no other', () => {
    const project = tempProject({ '.env': 'VITE_A=file\nVITE_B=file\n' })
    projects.push(project)
    const env = viteEnv(project.dir, { VITE_A: 'shell', HOME: '/home/me', API_KEY: secret })
    expect(env).toEqual({
      VITE_A: 'shell',
      VITE_B: 'file',
      BASE_URL: '/',
      MODE: 'development',
      DEV: true,
      PROD: false,
      SSR: false,
    })
  })
})
