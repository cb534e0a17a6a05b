import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { configText, type TempProject, tempProject } from '../../test/tempProject.js'
import { runDev } from './runDev.js'

let project: TempProject | undefined
afterEach(() => project?.remove())

const query = 'projectId=0123456789abcdef0123456789abcdef&st=appkit&sv=react-appkit-0.1.0'

async function getJson(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('appkit dev and the files it serves the remote config from', () => {
  it('keeps them in .appkit (defaults written once, edits served), and sends analytics to the recorder', async () => {
    project = tempProject({
      'appkit.config.ts': configText('', "['localhost']"),
      'index.html': '<!doctype html><script type="module" src="/src/main.ts"></script>\n',
      'src/main.ts': "import './appkit.generated.js'\n",
      // Left from an earlier run: never overwritten.
      '.appkit/analytics-config.json': '{ "isAnalyticsEnabled": false }\n',
    })
    const warnings: string[] = []
    const session = await runDev({
      cwd: project.dir,
      injectDevWallet: false,
      onWarning: (text) => warnings.push(text),
    })
    try {
      const { walletApi, analytics } = session.sandbox
      const remoteFile = walletApi.configFiles?.remoteConfig ?? ''
      expect(remoteFile).toMatch(/[\\/]\.appkit[\\/]remote-config\.json$/)
      expect(existsSync(project.path('.appkit/remote-config.json'))).toBe(true)
      const remote = await getJson(`${walletApi.url}/appkit/v1/config?${query}`)
      expect(remote.body.features).toContainEqual({
        id: 'multi_wallet',
        isEnabled: true,
        config: null,
      })
      expect((await getJson(`${walletApi.url}/getAnalyticsConfig?${query}`)).body).toEqual({
        isAnalyticsEnabled: false,
      })

      writeFileSync(remoteFile, '{ "features": [] }')
      expect((await getJson(`${walletApi.url}/appkit/v1/config?${query}`)).body).toEqual({
        features: [],
      })
      writeFileSync(remoteFile, '{ "features": ')
      expect((await getJson(`${walletApi.url}/appkit/v1/config?${query}`)).status).toBe(500)
      expect(warnings.filter((line) => line.includes('remote-config.json'))).toHaveLength(1)

      // The dev module sends the app's events to the recorder, whose page lists them.
      const bundle = await fetch(new URL('/__app/main.js', session.appUrl), {
        signal: AbortSignal.timeout(10_000),
      }).then((response) => response.text())
      expect(bundle).toContain(analytics.url)
      const sent = await fetch(`${analytics.url}/e?${query}`, {
        method: 'POST',
        body: JSON.stringify({ props: { type: 'track', event: 'MODAL_OPEN' } }),
        signal: AbortSignal.timeout(5_000),
      })
      expect(sent.status).toBe(204)
      const page = await fetch(analytics.pageUrl, { signal: AbortSignal.timeout(5_000) })
      expect(await page.text()).toContain('MODAL_OPEN')
    } finally {
      await session.stop()
    }
    expect(readFileSync(project.path('.appkit/analytics-config.json'), 'utf8')).toBe(
      '{ "isAnalyticsEnabled": false }\n',
    )
  }, 60_000)

  it('keeps them in memory for side-by-side test sessions', async () => {
    project = tempProject({
      'appkit.config.ts': configText('', "['localhost']"),
      'index.html': '<!doctype html><script type="module" src="/src/main.ts"></script>\n',
      'src/main.ts': "import './appkit.generated.js'\n",
    })
    const session = await runDev({ cwd: project.dir, injectDevWallet: false, exclusive: false })
    try {
      expect(session.sandbox.walletApi.configFiles).toBeUndefined()
      expect(existsSync(project.path('.appkit'))).toBe(false)
    } finally {
      await session.stop()
    }
  }, 60_000)
})
