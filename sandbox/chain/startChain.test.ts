import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { createPublicClient, createWalletClient, getAddress, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { devMnemonic } from './devAccounts.js'
import { freePort, isPortFree } from './freePort.js'
import { resolveAnvil } from './resolveAnvil.js'
import { type SandboxChain, startChain } from './startChain.js'

const started: SandboxChain[] = []
/** anvils started by the stand-in parents: killed here should a test fail and leave one behind. */
const strays: number[] = []
const scratch = mkdtempSync(join(tmpdir(), 'appkit-chain-'))
afterAll(async () => {
  await Promise.all(started.map((chain) => chain.stop()))
  for (const pid of strays.filter(isAlive)) process.kill(pid, 'SIGKILL')
  rmSync(scratch, { recursive: true, force: true })
})

async function start(...args: Parameters<typeof startChain>) {
  const chain = await startChain(...args)
  started.push(chain)
  return chain
}

const client = (rpcUrl: string) =>
  createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }), cacheTime: 0 })

/** Alive and not a zombie: a killed child whose parent died may wait a while to be reaped. */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`gave up waiting for ${what}`)
}

describe('startChain', () => {
  it('starts anvil on 31337 with the dev accounts of its default mnemonic', async () => {
    const chain = await start()
    expect(chain.chainId).toBe(31337)
    expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
    expect(await client(chain.rpcUrl).getChainId()).toBe(31337)
    // What anvil itself holds: eth_accounts, through a wallet client without an account of its own.
    const nodeAccounts = await createWalletClient({ transport: http(chain.rpcUrl) }).getAddresses()
    expect(chain.accounts.map((account) => account.address)).toEqual(
      nodeAccounts.map((entry) => getAddress(entry)),
    )
    chain.accounts.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(devMnemonic, { addressIndex }).address).toBe(account.address)
    })
  })

  it('stop() ends anvil, frees its port and can be called twice', async () => {
    const chain = await startChain()
    expect(isAlive(chain.pid)).toBe(true)
    await chain.stop()
    expect(isAlive(chain.pid)).toBe(false)
    expect(await isPortFree(chain.port)).toBe(true)
    await chain.stop()
  })

  it('runs chains 31337 and 31338 side by side', async () => {
    const [first, second] = await Promise.all([
      start({ chainId: 31337 }),
      start({ chainId: 31338 }),
    ])
    expect(first.port).not.toBe(second.port)
    expect(await client(first.rpcUrl).getChainId()).toBe(31337)
    expect(await client(second.rpcUrl).getChainId()).toBe(31338)
  })

  it('uses a given port, and refuses one that is taken', async () => {
    const port = await freePort()
    const chain = await start({ port, chainId: 1337 })
    expect(chain.rpcUrl).toBe(`http://127.0.0.1:${port}`)
    await expect(startChain({ port })).rejects.toThrow(`port ${port} is in use on 127.0.0.1`)
  })

  it('says how to install anvil when the binary is missing', async () => {
    await expect(startChain({ anvilPath: join(scratch, 'no-anvil') })).rejects.toThrow(
      'anvil not found: install the npm package @foundry-rs/anvil',
    )
  })

  it("reports anvil's stderr when it dies at start", async () => {
    const fake = join(scratch, 'crashing-anvil')
    writeFileSync(fake, '#!/bin/sh\necho "Error: invalid chain spec" >&2\nexit 2\n')
    chmodSync(fake, 0o755)
    const failure = startChain({ anvilPath: fake })
    await expect(failure).rejects.toThrow('anvil exited at start (code 2)')
    await expect(failure).rejects.toThrow('Error: invalid chain spec')
  })
})

describe('no orphan anvil', () => {
  // A separate node process plays the CLI: it starts a chain, reports anvil's pid, and then ends
  // in the way under test. anvil must end with it.
  async function parent(
    mode: 'exit' | 'sigterm' | 'sigkill',
  ): Promise<{ child: ChildProcess; pid: number }> {
    const script = join(scratch, 'parent.mjs')
    const startChainPath = fileURLToPath(new URL('./startChain.ts', import.meta.url))
    await build({
      stdin: {
        contents: [
          `import { startChain } from ${JSON.stringify(startChainPath)}`,
          'const chain = await startChain({ anvilPath: process.argv[2] })',
          'console.log(JSON.stringify({ pid: chain.pid }))',
          "if (process.argv[3] === 'exit') process.exit(0)",
        ].join('\n'),
        resolveDir: scratch,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: script,
      logLevel: 'silent',
    })
    const child = spawn(process.execPath, [script, resolveAnvil(), mode], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString()))
      child.once('exit', (code) =>
        reject(new Error(`parent exited with ${code} before starting a chain`)),
      )
    })
    const { pid } = JSON.parse(line) as { pid: number }
    strays.push(pid)
    return { child, pid }
  }

  it('kills anvil when the parent process exits', async () => {
    const { child, pid } = await parent('exit')
    await until(() => child.exitCode !== null, 'the parent to exit')
    await until(() => !isAlive(pid), `anvil ${pid} to end`)
  })

  it('kills anvil when the parent process is killed outright (SIGKILL: the watchdog)', async () => {
    const { child, pid } = await parent('sigkill')
    expect(isAlive(pid)).toBe(true)
    child.kill('SIGKILL')
    await until(() => child.signalCode !== null, 'the parent to die')
    await until(() => !isAlive(pid), `anvil ${pid} to end`)
  })

  it('kills anvil when the parent process gets SIGTERM', async () => {
    const { child, pid } = await parent('sigterm')
    expect(isAlive(pid)).toBe(true)
    child.kill('SIGTERM')
    await until(() => child.exitCode !== null || child.signalCode !== null, 'the parent to end')
    expect(child.signalCode).toBe('SIGTERM')
    await until(() => !isAlive(pid), `anvil ${pid} to end`)
  })
})
