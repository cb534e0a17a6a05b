import { execFileSync } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { type LongRunningCli, startCli } from './startCli.js'
import { configText, tempProject } from './tempProject.js'

const example = fileURLToPath(new URL('../templates/example/', import.meta.url))
const running = new Set<LongRunningCli>()
// Starting appkit dev (two anvils, the Solana validator, the stand-in services, the first build)
// takes 7 to 20 s here, and more on a loaded machine: generous bounds for each start and test.
const startMs = 90_000
const testMs = 180_000

function start(args: string[], cwd = example): LongRunningCli {
  const cli = startCli(['dev', '--no-open', ...args], { cwd })
  running.add(cli)
  return cli
}

async function stop(cli: LongRunningCli): Promise<number | string | null> {
  cli.child.kill('SIGTERM')
  const code = await cli.exited
  running.delete(cli)
  return code
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

function processTable(): { pid: number; ppid: number; stat: string; command: string }[] {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,stat=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4)
    .map(([pid, ppid, stat, command]) => ({
      pid: Number(pid),
      ppid: Number(ppid),
      stat: stat ?? '',
      command: command ?? '',
    }))
}

function childAnvils(parent: number): number[] {
  return processTable()
    .filter((row) => row.ppid === parent && row.command.includes('anvil'))
    .map((row) => row.pid)
}

// A killed child the container's init does not reap stays as a zombie: it holds no port or memory.
function isGoneOrZombie(pid: number): boolean {
  const row = processTable().find((entry) => entry.pid === pid)
  return !row || row.stat.startsWith('Z')
}

// After each test, so one failed assertion cannot leave a dev server holding the project's lock.
afterEach(async () => {
  for (const cli of [...running]) await stop(cli)
})

describe('appkit dev on the example app', () => {
  it(
    'serves the app with the dev wallet and the dev module, and stops everything on SIGTERM',
    async () => {
      const dev = start([])
      const [, appUrl = ''] = await dev.waitFor(/App: (http:\/\/127\.0\.0\.1:\d+\/)/, startMs)
      // The report is printed in more than one write: wait for its last line.
      await dev.waitFor(/Press Ctrl-C to stop\./, startMs)
      const chainPorts = [...dev.output().matchAll(/Chain \d+: http:\/\/127\.0\.0\.1:(\d+)/g)].map(
        (match) => Number(match[1]),
      )
      expect(chainPorts).toHaveLength(2)
      const [, secureSite = ''] = await dev.waitFor(
        /Secure site \(email and social login\): (http:\/\/localhost:\d+)/,
      )
      expect(dev.output()).toContain(`Mailbox (login codes): ${secureSite}/mailbox`)

      const html = await (await fetch(appUrl)).text()
      expect(html).toContain('<script src="/__appkit/dev-wallet.js"></script>')
      expect(html).toContain('<script type="module" src="/__app/main.js"></script>')
      const bundle = await (await fetch(new URL('/__app/main.js', appUrl))).text()
      // The dev variant of the generated module: the sandbox chain, not the config's 8545 default.
      expect(bundle).toContain(`http://127.0.0.1:${chainPorts[0]}`)
      expect(bundle).toContain('eip155:31338')
      // Email login goes to the stand-in secure site, which lets this app frame it.
      expect(bundle).toContain(secureSite)
      const frame = await fetch(
        `${secureSite}/frame?parent=${encodeURIComponent(new URL(appUrl).origin)}`,
      )
      expect(frame.status).toBe(200)
      const chainId = await fetch(`http://127.0.0.1:${chainPorts[1]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      }).then((response) => response.json() as Promise<{ result: string }>)
      expect(Number(chainId.result)).toBe(31338)

      expect(await stop(dev)).toBe(143)
      const appPort = Number(new URL(appUrl).port)
      const sitePort = Number(new URL(secureSite).port)
      for (const port of [appPort, sitePort, ...chainPorts])
        expect(await portIsFree(port)).toBe(true)
    },
    testMs,
  )

  it(
    'refuses a second appkit dev in the same project, and a taken --port',
    async () => {
      const first = start([])
      const [, appUrl = ''] = await first.waitFor(/App: (\S+)/, startMs)
      const second = start([])
      expect(await second.exited).toBe(1)
      expect(second.output()).toContain('appkit dev is already running for this project')
      expect(second.output()).toContain(appUrl)

      const project = tempProject({ 'appkit.config.ts': configText() })
      const taken = start(['--port', new URL(appUrl).port], project.dir)
      expect(await taken.exited).toBe(1)
      expect(taken.output()).toContain(`Port ${new URL(appUrl).port} is already in use.`)
      project.remove()
      await stop(first)
    },
    testMs,
  )

  it(
    'leaves no anvil behind when interrupted during start-up',
    async () => {
      const dev = start([])
      // Interrupt once the chains exist but before the app is served.
      let anvils: number[] = []
      for (let tries = 0; tries < 500 && anvils.length === 0; tries++) {
        anvils = childAnvils(dev.child.pid ?? 0)
        if (anvils.length === 0) await new Promise((resolve) => setTimeout(resolve, 10))
      }
      expect(anvils.length).toBeGreaterThan(0)
      expect(dev.output()).not.toContain('App: ')
      dev.child.kill('SIGINT')
      expect(await dev.exited).toBe(130)
      running.delete(dev)
      for (const pid of anvils) expect(isGoneOrZombie(pid)).toBe(true)
    },
    testMs,
  )
})
