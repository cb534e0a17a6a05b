import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { basename, join } from 'node:path'
import { type BuildContext, type BuildResult, context } from 'esbuild'
import type { CaipNetworkId } from '../../schema/index.js'
import { loopbackHosts, refuseForeignHost } from '../http/refuseForeignHost.js'
import { buildErrorOverlay, formatBuildError } from './buildErrorOverlay.js'
import { devBuildOptions } from './devBuildOptions.js'
import { devBuildPlugins } from './devBuildPlugins.js'
import { devSiwxRoute, isDevSiwxPath } from './devSiwxRoute.js'
import { type Listening, listen } from './listen.js'
import { defaultHtml, rewriteHtml } from './rewriteHtml.js'
import { contentType, serveStatic } from './serveStatic.js'
import { viteEnvFiles } from './viteEnv.js'
import { watchProjectFile } from './watchProjectFile.js'

export interface DevServerOptions {
  /** The project root (where index.html and src/ are). */
  root: string
  port: number
  /** The port was chosen by the user: a taken port is an error, not a reason to pick another. */
  strictPort: boolean
  /** Absolute path of the production generated module, and the dev variant served instead. */
  generatedModulePath: string
  devModuleText: string
  /** Scripts that run before the app: URL path -> JavaScript text. */
  headScripts: Readonly<Record<string, string>>
  title: string
  /** Told after every build, so build errors reach the terminal. */
  onBuildEnd?: (result: BuildResult) => void
  /** Told what the server cannot do for this page (a prebuilt bundle, an unusable index.html). */
  onWarning?: (text: string) => void
  /** Dev-only routes served before the app's files: URL path -> handler (the pair page, say). */
  extraRoutes?: Readonly<Record<string, (req: IncomingMessage, res: ServerResponse) => void>>
  /**
   * RPC URLs per eip155 network for the sign-in endpoint at /api/siwx (contract accounts then
   * sign in too); without them an EOA signature still verifies.
   */
  siwxRpcUrls?: Partial<Record<CaipNetworkId, string>>
}

export interface DevServer extends Listening {
  url: string
  /** The latest finished build, or the first one once it finishes. */
  built(): Promise<BuildResult>
  /** Serves a new dev variant of the generated module (the config changed): rebuilds, reloads. */
  setDevModule(text: string): Promise<BuildResult>
  close(): Promise<void>
}

const sourceEntryHint =
  'point a <script type="module"> at your source entry (for example /src/main.tsx) instead'

/**
 * Why the dev variant of the generated module cannot reach the app: a source entry that does not
 * import it yet (a fresh Vite app), or a bundle built elsewhere with its config baked in.
 */
function notUsingKit(entry: string, generatedName: string): string {
  return /\.(tsx?|jsx|mts)$/.test(entry)
    ? `index.html loads /${entry}, which never imports ${generatedName} (itself or through its imports): the app does not use the kit yet; render <AppKitProvider> from ${generatedName} around it`
    : `index.html loads /${entry}, which never imports ${generatedName}: if it is a prebuilt bundle, appkit dev cannot rewrite it and the app talks to the production services; ${sourceEntryHint}`
}

const reloadPath = '/__appkit/reload.js'
const eventsPath = '/__appkit/events'
const reloadScript = `new EventSource('${eventsPath}').addEventListener('message', () => location.reload())`

/**
 * Builds the app with esbuild (watching for changes) and serves it on 127.0.0.1 with the dev-only
 * scripts injected first, the dev variant of the generated module in place of the real one, and
 * a reload of the page after each rebuild. What a Vite project imports is built as Vite would
 * (`devBuildOptions`: CSS linked in the page, images and fonts as URLs, `import.meta.env`), and a
 * failed build shows its errors over the page.
 * @example const server = await startDevServer({ root, port: 5173, ... }); await server.built()
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const htmlPath = join(options.root, 'index.html')
  const scripts = { ...options.headScripts, [reloadPath]: reloadScript }
  const readPage = () =>
    rewriteHtml(
      existsSync(htmlPath)
        ? readFileSync(htmlPath, 'utf8')
        : defaultHtml('src/main.tsx', options.title),
      {
        bundlePath: '/__app/main.js',
        stylesheetPath: '/__app/main.css',
        headScripts: Object.keys(scripts),
      },
    )
  let page = readPage()
  // Other pages beside index.html (the example's wagmi.html): each is built from its own entry,
  // so one page's code never reaches another's first load.
  const otherPages = new Map(
    readdirSync(options.root)
      .filter((name) => /^[\w-]+\.html$/.test(name) && name !== 'index.html')
      .map((name) => {
        const bundle = name.slice(0, -'.html'.length)
        const html = readFileSync(join(options.root, name), 'utf8')
        const other = rewriteHtml(html, {
          bundlePath: `/__app/pages/${bundle}.js`,
          stylesheetPath: `/__app/pages/${bundle}.css`,
          headScripts: Object.keys(scripts),
        })
        const key: string = `/${name}`
        return [key, { ...other, bundle }] as const
      }),
  )
  let devModuleText = options.devModuleText
  // What the builds made, by URL path; while a build fails, its errors (shown in place of its
  // bundles: a broken build is never a blank page).
  const outputs = new Map<string, Uint8Array>()
  let errors: string[] = []
  const clients = new Set<ServerResponse>()
  let resolveFirstBuild: (result: BuildResult) => void = () => {}
  const firstBuild = new Promise<BuildResult>((resolve) => {
    resolveFirstBuild = resolve
  })
  let latest: BuildResult | undefined
  const reload = () => {
    for (const client of clients) client.write('data: rebuilt\n\n')
  }

  let warnedEntry: string | undefined
  // Read again when an env file changes (import.meta.env is baked into the bundle).
  let buildOptions = devBuildOptions(options.root)
  const createBuild = (entry: string) => {
    const { plugins: commonPlugins, ...common } = buildOptions
    return context({
      ...common,
      entryPoints: { main: join(options.root, entry) },
      outdir: '/__app',
      publicPath: '/__app',
      plugins: devBuildPlugins({
        generatedModulePath: options.generatedModulePath,
        devModuleText: () => devModuleText,
        onEnd(result, usedDevModule) {
          outputs.clear()
          for (const file of result.outputFiles ?? []) outputs.set(file.path, file.contents)
          errors = result.errors.map(formatBuildError)
          reload()
          latest = result
          resolveFirstBuild(result)
          options.onBuildEnd?.(result)
          // A bundle that never imports the generated module was built elsewhere (or imports a
          // copy): its config is baked in, so the dev variant cannot reach it.
          if (result.errors.length === 0 && !usedDevModule && warnedEntry !== entry) {
            warnedEntry = entry
            options.onWarning?.(notUsingKit(entry, basename(options.generatedModulePath)))
          }
        },
      }).concat(commonPlugins),
    })
  }
  let build: BuildContext = await createBuild(page.entry)
  // The other pages build apart, so index.html's bundle is exactly what it would be alone.
  const otherOutputs = new Map<string, Uint8Array>()
  let otherErrors: string[] = []
  const createOtherBuild = async () => {
    if (otherPages.size === 0) return undefined
    const { plugins: commonPlugins, ...common } = buildOptions
    return context({
      ...common,
      entryPoints: Object.fromEntries(
        [...otherPages.values()].map((other) => [other.bundle, join(options.root, other.entry)]),
      ),
      outdir: '/__app/pages',
      publicPath: '/__app/pages',
      plugins: devBuildPlugins({
        generatedModulePath: options.generatedModulePath,
        devModuleText: () => devModuleText,
        onEnd(result) {
          otherOutputs.clear()
          for (const file of result.outputFiles ?? []) otherOutputs.set(file.path, file.contents)
          otherErrors = result.errors.map(formatBuildError)
          reload()
          options.onBuildEnd?.(result)
        },
      }).concat(commonPlugins),
    })
  }
  let otherBuild = await createOtherBuild()

  // Restarts one at a time: a save of index.html and one of .env at once must not race.
  let restarts = Promise.resolve()
  const serially = (task: () => Promise<void>) => {
    restarts = restarts.then(task, task).catch((error: Error) => {
      options.onWarning?.(`appkit dev could not rebuild the app: ${error.message}`)
    })
  }

  // index.html changed: serve the new page; a new entry gets a new build.
  const onHtmlChange = async () => {
    let next: typeof page
    try {
      next = readPage()
    } catch (error) {
      options.onWarning?.(`index.html changed and cannot be served: ${(error as Error).message}`)
      return
    }
    const entryChanged = next.entry !== page.entry
    page = next
    if (!entryChanged) return reload()
    await build.dispose()
    build = await createBuild(page.entry)
    await build.watch()
  }
  const htmlWatcher = watchProjectFile(htmlPath, () => serially(onHtmlChange))
  // An env file changed: new import.meta.env, so new builds (as Vite restarts its server).
  const onEnvChange = async () => {
    buildOptions = devBuildOptions(options.root)
    await Promise.all([build.dispose(), otherBuild?.dispose()])
    build = await createBuild(page.entry)
    otherBuild = await createOtherBuild()
    await build.watch()
    await otherBuild?.watch()
  }
  const envWatchers = viteEnvFiles.map((name) =>
    watchProjectFile(join(options.root, name), () => serially(onEnvChange)),
  )
  const closeWatchers = () => {
    for (const watcher of [htmlWatcher, ...envWatchers]) watcher.close()
  }

  // Set once the port is known: the sign-in messages name the app's host and port, and every
  // request must name it (until then, none is answered).
  // Resolved once: every request for a file checks that its real path stays inside the project.
  const staticRoots = {
    publicDir: join(options.root, 'public'),
    root: realpathSync(options.root),
  }
  const pageBundles = new Set([
    '/__app/main.js',
    ...[...otherPages.values()].map((other) => `/__app/pages/${other.bundle}.js`),
  ])
  const pageStylesheets = new Set([...pageBundles].map((bundle) => bundle.replace(/\.js$/, '.css')))
  let siwx: ReturnType<typeof devSiwxRoute> | undefined
  let hosts: readonly string[] = []
  const server = createServer((req, res) => {
    if (refuseForeignHost(req, res, hosts, 'appkit dev')) return
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    if (siwx && isDevSiwxPath(pathname)) {
      void siwx(req, res)
    } else if (pathname === '/' || pathname === '/index.html') {
      res.writeHead(200, { 'content-type': contentType('x.html'), 'cache-control': 'no-store' })
      res.end(page.html)
    } else if (otherPages.has(pathname)) {
      res.writeHead(200, { 'content-type': contentType('x.html'), 'cache-control': 'no-store' })
      res.end(otherPages.get(pathname)?.html)
    } else if (pathname === eventsPath) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' })
      clients.add(res)
      req.on('close', () => clients.delete(res))
    } else if (options.extraRoutes && Object.hasOwn(options.extraRoutes, pathname)) {
      options.extraRoutes[pathname]?.(req, res)
    } else if (pathname in scripts) {
      // The dev wallet holds the dev keys: a page of another origin could run it with <script src>
      // (its Host is ours then), and every other localhost:<port> server is `same-site`. Browsers
      // say so in Sec-Fetch-Site; the app's own pages are `same-origin` (`none`: typed in the
      // address bar). Without the header (not a browser, or an old one) nothing is known.
      const site = req.headers['sec-fetch-site']
      if (site !== undefined && site !== 'same-origin' && site !== 'none') {
        res.writeHead(403, { 'content-type': 'text/plain' }).end('Only for the app of appkit dev')
        return
      }
      res.writeHead(200, { 'content-type': contentType('x.js'), 'cache-control': 'no-store' })
      res.end(scripts[pathname as keyof typeof scripts])
    } else if (outputs.has(pathname) || otherOutputs.has(pathname)) {
      res.writeHead(200, {
        'content-type': contentType(pathname),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      })
      res.end(outputs.get(pathname) ?? otherOutputs.get(pathname))
    } else if (pageBundles.has(pathname)) {
      // A page's bundle while its build fails: the errors over the page, not a blank page.
      const failed = pathname.startsWith('/__app/pages/') ? otherErrors : errors
      res.writeHead(200, { 'content-type': contentType('x.js'), 'cache-control': 'no-store' })
      res.end(failed.length > 0 ? buildErrorOverlay(failed) : '')
    } else if (pageStylesheets.has(pathname)) {
      // The page links its stylesheet whether or not its modules import any CSS.
      res.writeHead(200, { 'content-type': contentType('x.css'), 'cache-control': 'no-store' })
      res.end('')
    } else if (serveStatic(pathname, staticRoots, res)) {
      // served from the project
    } else if (pathname === '/favicon.ico') {
      res.writeHead(204).end() // browsers ask for it; a project without one should not see a 404
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    }
  })

  let listening: Listening
  try {
    listening = await listen(server, options.port, options.strictPort)
  } catch (error) {
    closeWatchers()
    await build.dispose()
    await otherBuild?.dispose()
    throw error
  }
  hosts = loopbackHosts(listening.port)
  siwx = devSiwxRoute(hosts, options.siwxRpcUrls)
  await build.watch()
  await otherBuild?.watch()
  return {
    ...listening,
    url: `http://127.0.0.1:${listening.port}/`,
    built: () => (latest ? Promise.resolve(latest) : firstBuild),
    async setDevModule(text) {
      devModuleText = text
      await restarts // not a build being replaced (index.html or an env file changed)
      await otherBuild?.rebuild()
      return build.rebuild()
    },
    async close() {
      closeWatchers()
      await restarts
      for (const client of clients) client.end()
      await build.dispose()
      await otherBuild?.dispose()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
    },
  }
}
