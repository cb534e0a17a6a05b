import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import bs58 from 'bs58'
import { AnvilNotFoundError, anvilPathVariable } from '../../sandbox/chain/resolveAnvil.js'
import { formatBuildError } from '../../sandbox/devServer/buildErrorOverlay.js'
import { HtmlEntryError } from '../../sandbox/devServer/rewriteHtml.js'
import { type DevServer, startDevServer } from '../../sandbox/devServer/startDevServer.js'
import { buildDevWalletScript } from '../../sandbox/devWallet/buildDevWallet.js'
import { loadSolanaPackages } from '../../sandbox/solana/loadSolanaPackages.js'
import { SolanaPackagesMissingError } from '../../sandbox/solana/SolanaStartError.js'
import { type Sandbox, startSandbox } from '../../sandbox/startSandbox.js'
import { normalizeConfig } from '../../schema/index.js'
import { renderGeneratedModule } from '../../templates/generatedModule.js'
import { CliError } from '../CliError.js'
import { hashConfig } from '../hashConfig.js'
import { runValidate } from '../validate.js'
import { acquireDevLock } from './devLock.js'
import { devWarnings } from './devWarnings.js'
import { pairPagePath, pairRoutes } from './pairRoutes.js'
import { toDevConfig } from './toDevConfig.js'
import { watchConfig } from './watchConfig.js'

/**
 * The dev accounts the page's dev wallet holds, one chosen at connect: 0, which has names, and 2
 * and 3, which have none, so a person can register one. Account 1 has its names already.
 */
const devWalletAccounts = [0, 2, 3] as const

export interface DevOptions {
  cwd: string
  config?: string | undefined
  /** A port the user chose: taken is an error. Default: 5173, or any free port if taken. */
  port?: number | undefined
  /** The dev wallet approves every request without its prompt (for tests). */
  autoApprove?: boolean
  /** Put the dev wallet in the page (default). Tests that bring their own wallets turn it off. */
  injectDevWallet?: boolean
  /**
   * One `appkit dev` per project (default). In-process test sessions, which never share a port or
   * a chain, run side by side with `exclusive: false`.
   */
  exclusive?: boolean
  onStep?: (step: string) => void
  /** Told the errors of each build that failed (the first one and every rebuild). */
  onBuildErrors?: (errors: readonly string[]) => void
  /** Told what the dev server cannot do for this app (a prebuilt bundle in index.html, say). */
  onWarning?: (text: string) => void
  /** Told after each change of the config file: what was rebuilt, or why the last config stays. */
  onConfigChange?: (change: ConfigChange) => void
  signal?: AbortSignal
}

/** The outcome of a change to the config file while `appkit dev` runs. */
export type ConfigChange =
  | { ok: true; configName: string; generated: string }
  | { ok: false; configName: string; lines: string[] }

export interface DevSession {
  appUrl: string
  /** Set when the default port was taken and another was chosen. */
  replacedPort?: number | undefined
  notes: readonly string[]
  /**
   * The config's warnings as `appkit validate` words them, less the ones the sandbox answers (no
   * email login warning while its stand-in secure site runs).
   */
  warnings: readonly string[]
  /**
   * The dev account indexes the page's dev wallet holds, the first active, the others offered at
   * connect (empty when no dev wallet is injected).
   */
  devWalletAccounts: readonly number[]
  /** The sandbox wallet's pair page (paste a `wc:` URI there), when the sandbox has the wallet. */
  pairPageUrl?: string | undefined
  /** The dev wallet's Bitcoin addresses (dev account 0), when the app has Bitcoin networks. */
  bitcoinAddresses?: { payment: string; ordinal: string } | undefined
  sandbox: Sandbox
  server: DevServer
  stop(): Promise<void>
}

/**
 * Starts the sandbox and serves the project's app against it. Returns once the first build is
 * served; `stop()` ends everything (chains, services, server, lock).
 * @example const session = await runDev({ cwd: process.cwd() }); console.log(session.appUrl)
 */
export async function runDev(options: DevOptions): Promise<DevSession> {
  const validation = await runValidate(options)
  if (!validation.ok) {
    throw new CliError(`${basename(validation.configPath)} is not valid.`, {
      code: 'CONFIG_INVALID',
      lines: validation.issues.map((issue) => `! ${issue.path || '(config)'}: ${issue.message}`),
    })
  }
  const projectRoot = dirname(validation.configPath)
  const lock =
    options.exclusive === false ? { setUrl() {}, release() {} } : acquireDevLock(projectRoot)
  let sandbox: Sandbox | undefined
  try {
    const production = normalizeConfig(validation.config)
    // The local Solana validator starts only for an app with Solana networks (it takes ~1 s), and
    // only when its optional packages are installed: without them the rest of dev still runs.
    const startNotes: string[] = []
    let solana = production.networks.some((network) => network.chainNamespace === 'solana')
    if (solana) {
      solana = await loadSolanaPackages().then(
        () => true,
        (error: unknown) => {
          if (!(error instanceof SolanaPackagesMissingError)) throw error
          startNotes.push(
            `${error.message}; until then Solana Localnet is left out and the Solana networks of your config are listed as they are`,
          )
          return false
        },
      )
    }
    // The email login keys last between runs in `.appkit/secure-site`, which is never committed,
    // and the remote and analytics configs the developer edits are `.appkit/*-config.json`.
    // Side-by-side test sessions keep theirs in memory: one file written by two would lose users,
    // and one test's remote config would leak into the other's.
    const exclusive = options.exclusive !== false
    if (exclusive) ignoreStateFolder(projectRoot)
    // The Bitcoin regtest ledger is in-process and quick: it starts for any app with Bitcoin networks.
    const bitcoin = production.networks.some((network) => network.chainNamespace === 'bip122')
    sandbox = await startSandbox({
      onStep: options.onStep,
      signal: options.signal,
      solana,
      bitcoin,
      onWarning: options.onWarning,
      ...(exclusive && {
        dataDir: join(projectRoot, '.appkit', 'secure-site'),
        configDir: join(projectRoot, '.appkit'),
      }),
    })
    const [primary] = sandbox.chains
    const devAccount = primary?.accounts[0]
    if (!primary || !devAccount) throw new Error('the sandbox started no chain')
    const endpoints = {
      chains: sandbox.chains,
      walletApi: sandbox.walletApi.url,
      blockchainApi: sandbox.blockchainApi.url,
      relayUrl: sandbox.relay?.url,
      solana: sandbox.solana ? { rpcUrl: sandbox.solana.rpcUrl } : undefined,
      bitcoin: sandbox.bitcoin ? { url: sandbox.bitcoin.url } : undefined,
      secureSite: sandbox.secureSite?.origin,
      analytics: sandbox.analytics.url,
    }
    const dev = toDevConfig(production, endpoints)
    options.onStep?.('building the app')
    const headScripts: Record<string, string> = {}
    // The dev wallet serves EVM, Solana and Bitcoin: an app with none would never list it.
    const injectWallet = options.injectDevWallet !== false && (dev.evm || dev.solana || dev.bitcoin)
    if (injectWallet) {
      const held = devWalletAccounts.map((index) => primary.accounts[index])
      const solanaKeys = devWalletAccounts.map((index) => sandbox?.solana?.accounts[index])
      headScripts['/__appkit/dev-wallet.js'] = await buildDevWalletScript({
        privateKey: devAccount.privateKey,
        // Accounts without a name too, so registering one can be tried (account 0 has names).
        morePrivateKeys: held.slice(1).flatMap((account) => (account ? [account.privateKey] : [])),
        chooseAccountOnConnect: true,
        accountLabels: devWalletAccounts.map((index) => `Dev account ${index}`),
        chains: Object.fromEntries(sandbox.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
        chainId: primary.chainId,
        autoApprove: options.autoApprove ?? false,
        // The same dev accounts on Solana, so choosing one at connect moves both sides.
        ...(dev.solana && sandbox.solana && solanaKeys.every((account) => account)
          ? {
              solana: {
                rpcUrl: sandbox.solana.rpcUrl,
                secretKeys: solanaKeys.flatMap((account) =>
                  account ? [bs58.encode(account.secretKey)] : [],
                ),
              },
            }
          : {}),
        // The same dev accounts on Bitcoin regtest: payment and ordinal keys of each.
        ...(dev.bitcoin && sandbox.bitcoin
          ? {
              bitcoin: {
                esploraUrl: sandbox.bitcoin.url,
                caipNetworkId: sandbox.bitcoin.caipNetworkId,
                accounts: await bitcoinDevKeys(devWalletAccounts),
              },
            }
          : {}),
      })
    }
    const server = await startDevServer({
      root: projectRoot,
      port: options.port ?? 5173,
      strictPort: options.port !== undefined,
      generatedModulePath: resolve(projectRoot, validation.config.output),
      devModuleText: renderGeneratedModule({
        config: dev.config,
        source: `${basename(validation.configPath)} (appkit dev)`,
        hash: hashConfig(dev.config),
      }),
      headScripts,
      ...(sandbox.wcWallet ? { extraRoutes: pairRoutes(sandbox.wcWallet) } : {}),
      // The sign-in route checks contract accounts on the sandbox chains too.
      siwxRpcUrls: Object.fromEntries(
        sandbox.chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl]),
      ),
      title: validation.config.metadata.name,
      onWarning: options.onWarning,
      onBuildEnd(result) {
        if (result.errors.length === 0) return
        // The same text the page shows over the app (paths from the project root).
        options.onBuildErrors?.(result.errors.map(formatBuildError))
      },
    }).catch((error: NodeJS.ErrnoException) => {
      if (error instanceof HtmlEntryError) {
        throw new CliError(error.message, { code: 'DEV_NO_ENTRY', lines: [error.hint] })
      }
      if (error.code !== 'EADDRINUSE') throw error
      throw new CliError(`Port ${options.port} is already in use.`, {
        code: 'DEV_PORT_IN_USE',
        lines: ['Choose another with --port <n>, or leave --port out to let appkit dev pick one.'],
      })
    })
    const build = await server.built()
    if (build.errors.length > 0)
      options.onStep?.(`the app has ${build.errors.length} build error(s); fix them and save`)
    lock.setUrl(server.url)
    // The app may frame the secure site from the address printed, or from localhost (the server
    // listens on 127.0.0.1, which localhost reaches too).
    const app = new URL(server.url)
    sandbox.secureSite?.allowOrigin(app.origin)
    sandbox.secureSite?.allowOrigin(`http://localhost:${app.port}`)
    const configWatcher = watchConfig({
      configPath: validation.configPath,
      server,
      endpoints,
      onChange: options.onConfigChange,
    })
    const running = sandbox
    return {
      appUrl: server.url,
      replacedPort: server.replacedPort,
      notes: [...startNotes, ...dev.notes],
      warnings: devWarnings(validation.warnings, endpoints),
      devWalletAccounts: injectWallet ? devWalletAccounts : [],
      pairPageUrl: running.wcWallet ? new URL(pairPagePath, server.url).href : undefined,
      bitcoinAddresses: dev.bitcoin ? await bitcoinDevAddresses() : undefined,
      sandbox: running,
      server,
      async stop() {
        configWatcher.close()
        await server.close()
        await running.stop()
        lock.release()
      },
    }
  } catch (error) {
    await sandbox?.stop()
    lock.release()
    if (error instanceof AnvilNotFoundError) throw anvilMissing()
    throw error
  }
}

/** Dev account 0's Bitcoin payment and ordinal addresses, for the start-up report. */
async function bitcoinDevAddresses(): Promise<{ payment: string; ordinal: string }> {
  const { bitcoinDevAccount } = await import('../../sandbox/bitcoin/bitcoinDevAccounts.js')
  const account = bitcoinDevAccount(0)
  return { payment: account.payment.address, ordinal: account.ordinal.address }
}

/** The payment and ordinal private keys of Bitcoin dev accounts (loaded with btc-signer only when asked). */
async function bitcoinDevKeys(
  indexes: readonly number[],
): Promise<{ payment: string; ordinal: string }[]> {
  const { bitcoinDevAccount } = await import('../../sandbox/bitcoin/bitcoinDevAccounts.js')
  return indexes.map((index) => {
    const account = bitcoinDevAccount(index)
    return { payment: account.payment.privateKey, ordinal: account.ordinal.privateKey }
  })
}

/**
 * `.appkit/` holds `appkit dev`'s local state (the lock, the email login keys, the remote config
 * the developer edits): a `.gitignore` inside it keeps all of it out of git, whatever the
 * project's own `.gitignore` says.
 */
function ignoreStateFolder(projectRoot: string): void {
  const folder = join(projectRoot, '.appkit')
  const ignore = join(folder, '.gitignore')
  if (existsSync(ignore)) return
  mkdirSync(folder, { recursive: true })
  writeFileSync(
    ignore,
    "# appkit dev's local state (the email login keys among it): never committed\n*\n",
  )
}

// The user's fix, in one line: what to install (or that their APPKIT_ANVIL names nothing).
function anvilMissing(): CliError {
  const custom = process.env[anvilPathVariable]
  return new CliError(
    custom
      ? `appkit dev needs anvil for its local chains, and ${anvilPathVariable} names ${custom}, which does not exist: point it at an anvil binary, or unset it and run \`npm install --save-dev @foundry-rs/anvil\``
      : 'appkit dev needs anvil for its local chains: run `npm install --save-dev @foundry-rs/anvil` in your project',
    { code: 'ANVIL_NOT_FOUND' },
  )
}
