import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const bin = fileURLToPath(new URL('../bin/appkit.js', import.meta.url))

export interface CliRun {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * Runs the built `appkit` binary as a user's shell would (no TTY, colors off).
 * @example const { code, stdout } = await runCli(['validate'], { cwd: project })
 */
export function runCli(
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: '1', CI: 'true', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(
        new Error(`appkit ${args.join(' ')} did not finish in ${options.timeoutMs ?? 20_000} ms`),
      )
    }, options.timeoutMs ?? 20_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}
