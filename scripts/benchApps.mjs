// The real apps of test/apps/ for `npm run bench`: each built for production from the packed
// package as its users build it, served as its users serve it (Vite: the built files; Next.js:
// `next start`), beside a baseline of the same app and toolchain without the kit (React's trivial
// dialog in its place), so that "beyond React" means beyond what that framework ships anyway.

import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { freePort, installApp, runInApp, waitUntilServed } from './apps.mjs'
import { trivialDialogApp } from './benchPeers.mjs'

/**
 * A copy of an installed app sharing its node_modules (hard links), with `files` replaced and the folders of
 * `emptied` emptied first.
 */
function baselineOf(dir, files, emptied = []) {
  const copy = `${dir}-baseline`
  rmSync(copy, { recursive: true, force: true })
  cpSync(dir, copy, {
    recursive: true,
    filter: (source) => !/\/(node_modules|dist|\.next)$/.test(source),
  })
  // Hard links, not a symlink: Turbopack resolves nothing outside the app's root.
  execFileSync('cp', ['-al', join(dir, 'node_modules'), join(copy, 'node_modules')])
  for (const folder of emptied) {
    rmSync(join(copy, folder), { recursive: true, force: true })
    mkdirSync(join(copy, folder))
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(copy, path, '..'), { recursive: true })
    writeFileSync(join(copy, path), text)
  }
  return copy
}

/**
 * The scripts a page's HTML asks for (`<script src>`, module preloads, script preloads): what it
 * needs to render. Anything else fetched before the click is warmed at idle.
 */
function scriptsInHtml(html, pageUrl) {
  const urls = new Set()
  const tag = /<(script|link)\b[^>]*>/g
  for (const [element] of html.matchAll(tag)) {
    const src = /\bsrc="([^"]+)"/.exec(element)?.[1]
    const href = /\bhref="([^"]+)"/.exec(element)?.[1]
    const isPreload =
      /rel="(modulepreload|preload)"/.test(element) && /\.js(\?|"|$)/.test(href ?? '')
    const url = element.startsWith('<script') ? src : isPreload ? href : undefined
    if (url) urls.add(new URL(url.replaceAll('&amp;', '&'), pageUrl).href)
  }
  return [...urls]
}

/** The page's critical scripts: their names (for the probe) and the feature marks in them. */
async function criticalScriptsOf(pageUrl) {
  const urls = scriptsInHtml(await (await fetch(pageUrl)).text(), pageUrl)
  const texts = await Promise.all(urls.map(async (url) => (await fetch(url)).text()))
  return {
    staticScripts: new Set(urls.map((url) => basename(new URL(url).pathname))),
    featuresInCritical: featuresIn(texts),
  }
}

/** Builds the Vite app and its baseline; serves both with `serve` (the bench's static server). */
async function viteApp(serve, log) {
  const dir = installApp('vite', { log })
  runInApp(dir, 'node_modules/appkit/bin/appkit.js', ['generate'], { log })
  runInApp(dir, 'npm', ['run', 'build'], { log })
  const baseline = baselineOf(dir, { 'src/App.tsx': trivialDialogApp })
  runInApp(baseline, 'node_modules/vite/bin/vite.js', ['build'], { log })
  const pages = []
  for (const [name, folder] of [
    ['Vite app', dir],
    ['Vite baseline (trivial dialog)', baseline],
  ]) {
    const served = await serve(join(folder, 'dist'))
    pages.push({ name, url: served.url, server: served.server })
  }
  return pages
}

/** Builds the Next.js app and its baseline; runs `next start` for each. */
async function nextApp(log) {
  const dir = installApp('next', { log })
  runInApp(dir, 'node_modules/appkit/bin/appkit.js', ['generate'], { log })
  const next = 'node_modules/next/dist/bin/next'
  runInApp(dir, next, ['build'], { log })
  // Only the layout and the page: the app's other files (its client components) go, so that
  // nothing of the kit is left to build.
  const baseline = baselineOf(dir, {}, ['app'])
  for (const [path, text] of Object.entries({
    'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
    'app/page.tsx': `import TrivialDialog from './TrivialDialog'

export default function Page() {
  return <TrivialDialog />
}
`,
    'app/TrivialDialog.tsx': `'use client'\n${trivialDialogApp}`,
  })) {
    writeFileSync(join(baseline, path), text)
  }
  runInApp(baseline, next, ['build'], { log })
  const pages = []
  for (const [name, folder] of [
    ['Next.js app', dir],
    ['Next.js baseline (trivial dialog)', baseline],
  ]) {
    const port = await freePort()
    const child = spawn(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
      cwd: folder,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    const url = `http://127.0.0.1:${port}/`
    await waitUntilServed(url, { what: `next start (${name})`, timeoutMs: 120_000 })
    pages.push({ name, url, server: { close: () => child.kill('SIGTERM') } })
  }
  return pages
}

/**
 * The apps' pages, built and served, each with the static scripts of its HTML for the probe.
 * An app that cannot be built is reported by name with the reason, not measured. `only` is a
 * comma-separated list of app names (all when undefined).
 */
export async function startAppPages(serve, log = () => {}, only = undefined) {
  const pages = []
  const skipped = []
  const wanted = only ? only.split(',') : ['vite', 'next']
  for (const [app, start] of [
    ['vite', () => viteApp(serve, log)],
    ['next', () => nextApp(log)],
  ]) {
    if (!wanted.includes(app)) continue
    if (!existsSync(join('test/apps', app, 'package-lock.json'))) {
      skipped.push(`${app}: no test/apps/${app}/package-lock.json`)
      continue
    }
    try {
      for (const page of await start()) {
        const { staticScripts, featuresInCritical } = await criticalScriptsOf(page.url)
        pages.push({ ...page, featuresInCritical, options: { staticScripts } })
      }
    } catch (error) {
      skipped.push(`${app}: ${String(error.message).split('\n').slice(0, 6).join(' | ')}`)
    }
  }
  return { pages, skipped }
}

/** Marks of code that must not be in a page's critical scripts (what its HTML asks for). */
const featureMarks = {
  WalletConnect: 'wc_sessionPropose',
  'Solana (web3.js)': 'failed to get info about account',
  'sign-in message': 'wants you to sign in with your',
  swap: 'price moved more than 1%',
}

/** The feature bundles whose marks appear in `texts` (a page's critical scripts). */
function featuresIn(texts) {
  return Object.entries(featureMarks)
    .filter(([, mark]) => texts.some((text) => text.includes(mark)))
    .map(([name]) => name)
}
