import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { configText, type TempProject, tempProject } from '../../test/tempProject.js'
import { runDev } from './runDev.js'

let project: TempProject | undefined
afterEach(() => project?.remove())

function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5_000),
  })
}

describe('appkit dev and the stand-in secure site', () => {
  it('lets the app frame it, keeps the email login keys in .appkit/secure-site, and keeps .appkit out of git', async () => {
    project = tempProject({
      'appkit.config.ts': configText('', "['localhost']"),
      'index.html': '<!doctype html><script type="module" src="/src/main.ts"></script>\n',
      'src/main.ts': "import './appkit.generated.js'\n",
    })
    const session = await runDev({ cwd: project.dir, injectDevWallet: false })
    try {
      const site = session.sandbox.secureSite
      if (!site) throw new Error('appkit dev started no secure site')
      // Email login works in dev through the stand-in: no warning that it is not offered.
      expect(session.warnings.filter((line) => line.startsWith('features.email'))).toEqual([])
      const app = new URL(session.appUrl)
      for (const parent of [app.origin, `http://localhost:${app.port}`]) {
        const frame = await fetch(site.frameUrl(parent), { signal: AbortSignal.timeout(5_000) })
        expect(frame.status).toBe(200)
        expect(frame.headers.get('content-security-policy')).toContain(parent)
      }
      const stranger = await fetch(site.frameUrl('http://127.0.0.1:1'), {
        signal: AbortSignal.timeout(5_000),
      })
      expect(stranger.status).toBe(403)

      const email = 'dev@example.com'
      expect((await postJson(`${site.origin}/api/login/email`, { email })).status).toBe(200)
      const otp = site.latestCode(email)
      expect((await postJson(`${site.origin}/api/login/otp`, { email, otp })).status).toBe(200)
      const kept = readdirSync(project.path('.appkit/secure-site'))
      expect(kept.length).toBeGreaterThan(0)

      expect(readFileSync(project.path('.appkit/.gitignore'), 'utf8')).toMatch(/^\*$/m)
      execFileSync('git', ['init', '-q'], { cwd: project.dir })
      const untracked = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
        cwd: project.dir,
        encoding: 'utf8',
      })
      expect(untracked).toContain('appkit.config.ts')
      expect(untracked).not.toContain('.appkit')
    } finally {
      await session.stop()
    }
  }, 60_000)
})
