import { spawn } from 'node:child_process'
import { createPublicClient, http } from 'viem'
import { ChainStartError } from './ChainStartError.js'
import { type DevAccount, devAccountCount, devAccounts, devMnemonic } from './devAccounts.js'
import { freePort, isPortFree } from './freePort.js'
import { killOnExit } from './killOnExit.js'
import { resolveAnvil } from './resolveAnvil.js'
import { stopChild } from './stopChild.js'

export interface StartChainOptions {
  /** Defaults to 31337, anvil's own. */
  chainId?: number
  /** A fixed port on 127.0.0.1; a free one when omitted. */
  port?: number
  /** How long anvil may take to answer `eth_chainId`; 15 s by default. */
  timeoutMs?: number
  /** The anvil binary to run instead of the one from `@foundry-rs/anvil`. */
  anvilPath?: string
}

/** A running local chain. */
export interface SandboxChain {
  /** `http://127.0.0.1:PORT`. */
  rpcUrl: string
  chainId: number
  port: number
  /** anvil's process id. */
  pid: number
  /** The funded dev accounts, anvil's defaults, with their keys. */
  accounts: readonly DevAccount[]
  /** Kills anvil; resolves once it has exited. Safe to call twice. */
  stop(): Promise<void>
}

const startAttempts = 3

/**
 * Starts anvil on 127.0.0.1 and resolves once it answers `eth_chainId`. anvil dies with this
 * process, even when `stop()` is never called.
 * @example
 * const chain = await startChain({ chainId: 31337 })
 * // chain.rpcUrl === 'http://127.0.0.1:41253', chain.accounts[0].privateKey ...
 * await chain.stop()
 */
export async function startChain(options: StartChainOptions = {}): Promise<SandboxChain> {
  const chainId = options.chainId ?? 31337
  const anvilPath = resolveAnvil(options.anvilPath)
  if (options.port !== undefined) {
    if (!(await isPortFree(options.port))) {
      throw new ChainStartError(`port ${options.port} is in use on 127.0.0.1`, {
        details: 'Stop whatever listens there, or leave the port out to get a free one.',
      })
    }
    return launch(anvilPath, chainId, options.port, options.timeoutMs)
  }
  // A port picked free can be taken before anvil binds it: pick again rather than fail.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(anvilPath, chainId, await freePort(), options.timeoutMs)
    } catch (error) {
      const taken =
        error instanceof ChainStartError && /address already in use/i.test(error.message)
      if (!taken || attempt >= startAttempts) throw error
    }
  }
}

async function launch(
  anvilPath: string,
  chainId: number,
  port: number,
  timeoutMs = 15_000,
): Promise<SandboxChain> {
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
  // The mnemonic is anvil's default anyway; passing it keeps the derived keys right if that changes.
  args.push('--mnemonic', devMnemonic, '--accounts', String(devAccountCount), '--silent')
  const child = spawn(anvilPath, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  // No pid: the spawn itself failed (reported through 'error' below); there is nothing to kill.
  if (child.pid !== undefined) killOnExit(child)
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    if (stderr.length < 8_000) stderr += chunk
  })
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message))
    // 'close', not 'exit': it comes after stderr is drained, so the message has all of it.
    child.once('close', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`))
  })

  // Derivation is CPU work of a few hundred ms the first time: done while anvil boots.
  const accounts = devAccounts()
  const rpcUrl = `http://127.0.0.1:${port}`
  try {
    await waitForRpc(rpcUrl, chainId, exited, timeoutMs, () => stderr)
  } catch (error) {
    await stopChild(child)
    throw error
  }
  const pid = child.pid
  if (pid === undefined) throw new ChainStartError('anvil started without a process id')
  return { rpcUrl, chainId, port, pid, accounts, stop: () => stopChild(child) }
}

async function waitForRpc(
  rpcUrl: string,
  chainId: number,
  exited: Promise<string>,
  timeoutMs: number,
  stderr: () => string,
): Promise<void> {
  const client = createPublicClient({
    transport: http(rpcUrl, { retryCount: 0, timeout: 1_000 }),
    cacheTime: 0,
  })
  const deadline = Date.now() + timeoutMs
  let dead: string | undefined
  void exited.then((reason) => {
    dead = reason
  })
  let lastError: unknown
  while (Date.now() < deadline) {
    if (dead !== undefined) {
      throw new ChainStartError(`anvil exited at start (${dead})`, { details: stderr() })
    }
    try {
      const answered = await client.getChainId()
      if (answered === chainId) return
      // Someone else took the port between our check and anvil's bind, and answers for another chain.
      throw new ChainStartError(`${rpcUrl} answers for chain ${answered}, not ${chainId}`)
    } catch (error) {
      if (error instanceof ChainStartError) throw error
      lastError = error
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20))])
  }
  throw new ChainStartError(`anvil did not answer on ${rpcUrl} within ${timeoutMs} ms`, {
    details: stderr(),
    cause: lastError,
  })
}
