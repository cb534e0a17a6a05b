// `npm run bench`: builds the example app for production, serves it on 127.0.0.1, drives headless
// Chromium and checks the budgets of DESIGN.md. Prints medians of 9 runs after a warm-up, then
// pairs the example app (served by `appkit dev` on the sandbox) with a WalletConnect wallet 5 times
// over the loopback relay. Exits 1 over budget. Offline by construction: nothing but 127.0.0.1.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { measurePage } from './benchPage.mjs'
import { buildExample } from './buildExample.mjs'
import { launchChromium } from './chromium.mjs'

const budgets = {
  initialJsBeyondReactKb: 50,
  clickToFirstFrameMs: 16,
  domNodesOpen: 250,
  heapMiB: 5,
  uncaughtErrors: 0,
  walletConnectModulesInFirstLoad: 0,
  // The issue's target for a loopback relay: the protocol round trips, not the network.
  walletApprovalToAccountMs: 2000,
}
const runs = Number(process.env.BENCH_RUNS ?? 9)
const walletConnectRuns = Number(process.env.BENCH_WC_RUNS ?? 5)

/**
 * Bundles the WalletConnect measurement (TypeScript that drives the sandbox) into dist/bench/, two
 * folders deep like the CLI's own chunks, so its package-relative paths resolve the same way.
 */
async function loadWalletConnectBench() {
  const outfile = 'dist/bench/benchWalletConnect.mjs'
  await build({
    entryPoints: ['scripts/benchWalletConnect.ts'],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  })
  return import(join(process.cwd(), outfile))
}

async function reactBaselineKb() {
  const result = await build({
    stdin: {
      contents:
        "import { createElement } from 'react'\nimport { createRoot } from 'react-dom/client'\ncreateRoot(document.body).render(createElement('button', null, 'Connect'))",
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return gzipSync(result.outputFiles[0].contents).length / 1024
}

function serve(directory) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const server = createServer((req, res) => {
    const path = join(
      directory,
      normalize(new URL(req.url, 'http://x').pathname).replace(/^\/+/, ''),
    )
    const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.html') : path
    if (!file.startsWith(directory) || !existsSync(file)) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  )
}

// The modules in the JS a visitor fetches before the first click: main.js and its static imports.
// WalletConnect (SDK, QR encoder) must only arrive with `import()` when a user picks it.
function walletConnectInFirstLoad(metafile) {
  const outputs = metafile.outputs
  const entry = Object.keys(outputs).find((name) => name.endsWith('/main.js'))
  const seen = new Set()
  const stack = [entry]
  while (stack.length > 0) {
    const output = stack.pop()
    if (!output || seen.has(output)) continue
    seen.add(output)
    for (const imported of outputs[output].imports) {
      if (imported.kind === 'import-statement') stack.push(imported.path)
    }
  }
  return [...seen]
    .flatMap((output) => Object.keys(outputs[output].inputs))
    .filter((input) => /node_modules\/(@walletconnect|@reown|uqr)\//.test(input))
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const example = await buildExample()
const firstLoadWalletConnect = walletConnectInFirstLoad(example.metafile)
const allJsKb =
  Object.keys(example.metafile.outputs)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipSync(readFileSync(name)).length, 0) / 1024
const reactKb = await reactBaselineKb()
const { server, url } = await serve(join(process.cwd(), 'dist/example'))
const browser = await launchChromium()
const samples = []
let walletConnectSamples = []
try {
  await measurePage(browser, url) // warm-up
  for (let run = 0; run < runs; run++) samples.push(await measurePage(browser, url))
  console.log(`measuring WalletConnect pairings on the sandbox (${walletConnectRuns} runs) ...`)
  const { measureWalletConnect } = await loadWalletConnectBench()
  walletConnectSamples = await measureWalletConnect(
    browser,
    walletConnectRuns,
    join(process.cwd(), 'templates/example'),
  )
} finally {
  await browser.close()
  server.close()
}

const figures = {
  initialJsKb: median(samples.map((sample) => sample.initialJsKb)),
  initialJsBeyondReactKb: median(samples.map((sample) => sample.initialJsKb)) - reactKb,
  allJsKb,
  buttonVisibleMs: median(samples.map((sample) => sample.buttonVisibleMs)),
  clickToFirstFrameMs: median(samples.map((sample) => sample.clickToFirstFrameMs)),
  clickToSettledMs: median(samples.map((sample) => sample.clickToSettledMs)),
  domNodesOpen: median(samples.map((sample) => sample.domNodesOpen)),
  heapMiB: median(samples.map((sample) => sample.heapMiB)),
  failedRequests: Math.max(...samples.map((sample) => sample.failedRequests)),
  uncaughtErrors: Math.max(...samples.map((sample) => sample.uncaughtErrors)),
  walletConnectModulesInFirstLoad: firstLoadWalletConnect.length,
  walletApprovalToAccountMs: median(walletConnectSamples),
  walletApprovalToAccountWorstMs: Math.max(...walletConnectSamples),
}
const rows = [
  ['JS fetched before the first click, gzip KB', figures.initialJsKb.toFixed(1)],
  [
    `  beyond React itself (${reactKb.toFixed(1)} KB)`,
    figures.initialJsBeyondReactKb.toFixed(1),
    budgets.initialJsBeyondReactKb,
  ],
  ['all JS including lazy chunks, gzip KB', figures.allJsKb.toFixed(1)],
  ['connect button visible after navigation, ms', figures.buttonVisibleMs.toFixed(0)],
  [
    'click -> first frame of the dialog, ms',
    figures.clickToFirstFrameMs.toFixed(1),
    budgets.clickToFirstFrameMs,
  ],
  ['click -> dialog settled, ms', figures.clickToSettledMs.toFixed(0)],
  ['DOM nodes with the modal open', String(figures.domNodesOpen), budgets.domNodesOpen],
  ['JS heap after opening, MiB', figures.heapMiB.toFixed(2), budgets.heapMiB],
  ['failed requests per load (offline)', String(figures.failedRequests)],
  ['uncaught errors per load (offline)', String(figures.uncaughtErrors), budgets.uncaughtErrors],
  [
    'WalletConnect modules in the first-load JS',
    String(figures.walletConnectModulesInFirstLoad),
    budgets.walletConnectModulesInFirstLoad,
  ],
  [
    'wallet approval -> account shown (WalletConnect, loopback relay), ms',
    figures.walletApprovalToAccountMs.toFixed(0),
    budgets.walletApprovalToAccountMs,
  ],
  ['  slowest of the pairings, ms', figures.walletApprovalToAccountWorstMs.toFixed(0)],
]
console.log(
  `\nappkit example, ${runs} page runs after a warm-up and ${walletConnectRuns} pairings, medians (worst for counts)\n`,
)
for (const [label, value, budget] of rows) {
  console.log(
    `${label.padEnd(68)} ${value.padStart(8)}${budget === undefined ? '' : `   budget ${budget}`}`,
  )
}
const over = Object.entries(budgets).filter(([key, budget]) => figures[key] > budget)
if (over.length > 0) {
  console.log(`\nover budget: ${over.map(([key]) => key).join(', ')}`)
  process.exitCode = 1
} else console.log('\nall budgets met')
