import { spawn } from 'node:child_process'
import { Command, InvalidArgumentError } from 'commander'
import type { CommandContext } from './CommandContext.js'
import { devNamesLine } from './dev/devNamesLine.js'
import { devServiceLines } from './dev/devServiceLines.js'
import type { DevSession } from './dev/runDev.js'

function parsePort(value: string): number {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new InvalidArgumentError('must be a port number between 1 and 65535')
  }
  return port
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : 'xdg-open'
  spawn(command, [url], { stdio: 'ignore', detached: true })
    .on('error', () => undefined)
    .unref()
}

/** `appkit dev`: the offline sandbox and the app served against it, until Ctrl-C. */
export function devCommand(context: CommandContext): Command {
  return new Command('dev')
    .description('run the app on the offline sandbox: local chains, stand-in services, dev wallet')
    .option('-c, --config <path>', 'config file (default: appkit.config.ts found upward)')
    .option('-p, --port <port>', 'port of the app (default: 5173, or a free one)', parsePort)
    .option('--no-open', 'do not open the browser')
    .option('--auto-approve', 'the dev wallet approves every request without asking')
    .action(
      async (flags: { config?: string; port?: number; open: boolean; autoApprove?: boolean }) => {
        const log = context.logger(false)
        const started = performance.now()
        const abort = new AbortController()
        let session: DevSession | undefined
        let stopping = false
        // Ctrl-C during start-up aborts it (what started is stopped); afterwards it stops it all.
        const onSignal = (signal: NodeJS.Signals) => {
          if (stopping) return
          stopping = true
          abort.abort()
          log.line(`\n${signal === 'SIGINT' ? 'Ctrl-C' : signal}: stopping the sandbox...`)
          void (session?.stop() ?? Promise.resolve()).finally(() =>
            context.exit(signal === 'SIGINT' ? 130 : 143),
          )
        }
        process.on('SIGINT', onSignal)
        process.on('SIGTERM', onSignal)
        const progress = log.progress('Starting the sandbox')
        try {
          // The sandbox (anvil, viem, the relay and wallet clients) loads only for this command.
          const { runDev } = await import('./dev/runDev.js')
          session = await runDev({
            cwd: process.cwd(),
            config: flags.config,
            port: flags.port,
            autoApprove: flags.autoApprove,
            signal: abort.signal,
            onStep: (step) => progress.update(step),
            onBuildErrors: (errors) => {
              log.error(
                `The app did not build (${errors.length} error${errors.length === 1 ? '' : 's'}); fix and save to rebuild:`,
              )
              for (const error of errors) log.line(`  ${error}`)
            },
            onWarning: (text) => log.warn(text),
            onConfigChange: (change) => {
              if (change.ok) {
                log.success(
                  `${change.configName} changed: ${change.generated}; rebuilt and reloaded`,
                )
                return
              }
              log.error(
                `${change.configName} changed and is not usable; still serving the last valid config:`,
              )
              for (const line of change.lines) log.line(`  ${line}`)
            },
          })
        } catch (error) {
          progress.stop()
          if (abort.signal.aborted) return
          throw error
        }
        progress.stop()
        if (stopping) return void (await session.stop())
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        log.success(`Sandbox ready in ${seconds} s`)
        log.line(`App: ${session.appUrl}`)
        if (session.replacedPort)
          log.warn(`port ${session.replacedPort} was taken; using ${new URL(session.appUrl).port}`)
        for (const chain of session.sandbox.chains)
          log.line(`Chain ${chain.chainId}: ${chain.rpcUrl}`)
        for (const line of devServiceLines(session.sandbox)) log.line(line)
        log.line(`Blockchain API: ${session.sandbox.blockchainApi.url}`)
        const { secureSite } = session.sandbox
        if (secureSite) {
          log.line(`Secure site (email and social login): ${secureSite.origin}`)
          log.line(`Mailbox (login codes): ${secureSite.mailboxUrl}`)
        }
        log.line(`Test token SUSD: ${session.sandbox.tokenAddress}`)
        for (const provider of session.sandbox.onramp?.providers ?? []) {
          log.line(`Onramp provider ${provider.label}: ${provider.url}`)
        }
        if (session.sandbox.onramp) {
          log.line('Onramp test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined')
        }
        const { solana } = session.sandbox
        if (solana) {
          log.line(`Solana Localnet: ${solana.rpcUrl} (SUSD mint ${solana.tokenMint})`)
        }
        const { bitcoin } = session.sandbox
        if (bitcoin) {
          log.line(
            `Bitcoin Regtest: ${bitcoin.url} (Esplora API: /address/<address>, /tx/<txid>; POST /mine mines a block)`,
          )
        }
        if (session.sandbox.relay) log.line(`WalletConnect relay: ${session.sandbox.relay.url}`)
        if (session.pairPageUrl) {
          log.line(`WalletConnect wallet: paste the app's wc: link at ${session.pairPageUrl}`)
        }
        const others = session.devWalletAccounts.slice(1)
        const choice =
          others.length > 0
            ? `; it also holds dev account${others.length === 1 ? '' : 's'} ${others.join(' and ')}, picked at connect`
            : ''
        log.line(
          `Dev wallet: ${session.sandbox.chains[0]?.accounts[0]?.address} (Sandbox Wallet in the page${choice})`,
        )
        const solanaAddress = solana?.accounts[0]?.address
        if (solanaAddress) log.line(`Dev wallet on Solana: ${solanaAddress} (the same wallet)`)
        const bitcoinAddresses = session.bitcoinAddresses
        if (bitcoinAddresses) {
          log.line(
            `Dev wallet on Bitcoin: payment ${bitcoinAddresses.payment}, ordinal ${bitcoinAddresses.ordinal} (the same wallet)`,
          )
        }
        log.line(devNamesLine(session.sandbox.chains[0]?.accounts ?? [], session.sandbox.names))
        for (const note of session.notes) log.info(note)
        for (const warning of session.warnings) log.warn(warning)
        log.line('Press Ctrl-C to stop.')
        if (flags.open && process.stdout.isTTY && !process.env.CI) openBrowser(session.appUrl)
      },
    )
}
