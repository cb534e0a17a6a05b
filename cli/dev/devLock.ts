import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { CliError } from '../CliError.js'

interface LockContent {
  pid: number
  url?: string
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLock(path: string): LockContent | undefined {
  try {
    const content = JSON.parse(readFileSync(path, 'utf8')) as LockContent
    return typeof content.pid === 'number' ? content : undefined
  } catch {
    return undefined
  }
}

/**
 * One `appkit dev` per project: a lock file under `.appkit/` with the owner's pid. A lock whose
 * process is gone (a crash, a SIGKILL) is taken over.
 */
export function acquireDevLock(projectRoot: string): {
  setUrl(url: string): void
  release(): void
} {
  const path = join(projectRoot, '.appkit', 'dev.lock')
  const current = readLock(path)
  if (current && current.pid !== process.pid && isAlive(current.pid)) {
    throw new CliError(
      `appkit dev is already running for this project (pid ${current.pid}${current.url ? `, ${current.url}` : ''}).`,
      { code: 'DEV_ALREADY_RUNNING', lines: ['Stop it (Ctrl-C in its terminal) or use that one.'] },
    )
  }
  mkdirSync(dirname(path), { recursive: true })
  const write = (content: LockContent) => writeFileSync(path, JSON.stringify(content))
  write({ pid: process.pid })
  return {
    setUrl: (url) => write({ pid: process.pid, url }),
    release() {
      if (readLock(path)?.pid === process.pid) rmSync(path, { force: true })
    },
  }
}
