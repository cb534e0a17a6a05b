// The real apps of test/apps/ (a Vite app, a Next.js App Router app), installed as their users
// install them: `npm ci` from each app's own lock file, with this package packed (`npm pack`)
// as the tarball the lock names, never linked. Used by their tests and by `npm run bench`.
//
// Installs are cached by the lock file's hash in .cache/apps/<app>/ (git-ignored): the
// app's own dependencies install once; the package itself is packed fresh on every call and
// unpacked over the cached copy, as npm would install a changed tarball.

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
// Outside node_modules: Playwright, Vite and Next.js treat files under node_modules as packages.
const cacheRoot = join(repoRoot, '.cache/apps')
/** What the app folders hold besides their sources: never copied into the install. */
const notCopied = new Set(['node_modules', 'dist', '.next', 'appkit.tgz', 'test-results'])
/** The name each app's package.json gives the packed package: `"appkit": "file:appkit.tgz"`. */
const tarballName = 'appkit.tgz'
const stampName = '.appkit-apps-lock-hash'
// Telemetry off and no update checks: the apps build and run offline.
const quietEnv = { NEXT_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1', CI: '1' }

function run(command, args, cwd, log) {
  log(`$ ${command} ${args.join(' ')}`)
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...quietEnv },
    timeout: 600_000,
    maxBuffer: 64 * 1024 * 1024,
  })
}

/** The declarations exist only after a full build; `npm pack` ships them. */
function ensureFullBuild(log) {
  if (existsSync(join(repoRoot, 'dist/types/runtime/react/index.d.ts'))) return
  log('building the package with its declarations ...')
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'ignore' })
}

/** `npm pack` of this checkout into `destination`, as `appkit.tgz`; returns its path. */
function packInto(destination, log) {
  ensureFullBuild(log)
  mkdirSync(destination, { recursive: true })
  const packed = execFileSync(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', destination],
    { cwd: repoRoot, encoding: 'utf8' },
  )
  const filename = JSON.parse(packed)[0].filename
  const tarball = join(destination, tarballName)
  rmSync(tarball, { force: true })
  cpSync(join(destination, filename), tarball)
  rmSync(join(destination, filename), { force: true })
  return tarball
}

const sha512 = (file) =>
  `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`

/**
 * The app's lock file with the packed package's integrity written in, as npm writes it for this
 * tarball. Fails when the package's dependencies are not the ones the lock file installs: the
 * lock is then out of date (`npm install` in the app folder, with the tarball beside it).
 */
function lockFor(app, tarball, packedManifest) {
  const lock = JSON.parse(
    readFileSync(join(repoRoot, 'test/apps', app, 'package-lock.json'), 'utf8'),
  )
  const entry = lock.packages['node_modules/appkit']
  if (!entry) throw new Error(`test/apps/${app}/package-lock.json does not install appkit`)
  const wanted = JSON.stringify(packedManifest.dependencies ?? {})
  if (JSON.stringify(entry.dependencies ?? {}) !== wanted) {
    throw new Error(
      `test/apps/${app}/package-lock.json lists other dependencies for appkit than package.json does: ` +
        `pack the package into test/apps/${app}/${tarballName} and run npm install there`,
    )
  }
  entry.integrity = sha512(tarball)
  return lock
}

/** Hash of what `npm ci` installs besides the package itself (its own bytes change every build). */
function installHash(lock) {
  const { integrity: _, ...appkit } = lock.packages['node_modules/appkit']
  const rest = { ...lock, packages: { ...lock.packages, 'node_modules/appkit': appkit } }
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex')
}

/**
 * Installs test/apps/<app> with the freshly packed package; returns the folder to build and run
 * it in. Progress goes to `log` (an install takes a minute or two the first time).
 * @example const dir = installApp('vite', { log: console.log })
 */
export function installApp(app, { log = () => {} } = {}) {
  const source = join(repoRoot, 'test/apps', app)
  const dir = join(cacheRoot, app)
  mkdirSync(dir, { recursive: true })
  // The sources as they are now: earlier copies are replaced, the installed modules kept.
  for (const name of readdirSync(dir)) {
    if (name !== 'node_modules') rmSync(join(dir, name), { recursive: true, force: true })
  }
  for (const name of readdirSync(source)) {
    if (!notCopied.has(name)) cpSync(join(source, name), join(dir, name), { recursive: true })
  }
  const tarball = packInto(dir, log)
  const packedManifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))
  const lock = lockFor(app, tarball, packedManifest)
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`)

  const hash = installHash(lock)
  const stamp = join(dir, 'node_modules', stampName)
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    // Same dependencies: only the package itself changed; unpack it as npm installs a tarball.
    const installed = join(dir, 'node_modules/appkit')
    rmSync(installed, { recursive: true, force: true })
    mkdirSync(installed, { recursive: true })
    execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'])
    log(`test/apps/${app}: dependencies unchanged, package unpacked`)
  } else {
    log(`test/apps/${app}: npm ci (first install of this lock file, a minute or two) ...`)
    run('npm', ['ci', '--no-audit', '--no-fund'], dir, log)
    writeFileSync(stamp, hash)
  }
  return dir
}

/**
 * Runs an npm script or a bin of an installed app, failing with its output.
 * @example runInApp(dir, 'node_modules/appkit/bin/appkit.js', ['generate'])
 */
export function runInApp(dir, command, args = [], { log = () => {}, env = {} } = {}) {
  const [bin, binArgs] = command === 'npm' ? ['npm', args] : [process.execPath, [command, ...args]]
  log(`$ ${command} ${args.join(' ')}`)
  try {
    return execFileSync(bin, binArgs, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ...quietEnv, ...env },
      timeout: 600_000,
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${dir}:\n${error.stdout}${error.stderr}`,
    )
  }
}

/** A port free on 127.0.0.1 now, for an app server started next. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Resolves once `url` answers 200, polling every 250 ms; fails after `timeoutMs` naming `what`
 * and, when given, what the server printed (`output()`).
 * @example await waitUntilServed(url, { what: 'vite preview', timeoutMs: 60_000 })
 */
export async function waitUntilServed(url, { what, timeoutMs, output = () => '' }) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} did not serve ${url} within ${timeoutMs / 1000} s\n${output()}`)
}
