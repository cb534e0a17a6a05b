import { type Sandbox, sandboxFixtures } from 'appkit/testing'
import { test as base, expect } from 'playwright/test'
import {
  accountButton,
  connectSandboxWallet,
  expectHydrated,
  localChain,
  serveFromSandbox,
  watchProblems,
} from './pageChecks'

const test = base.extend<{}, { sandbox: Sandbox }>(sandboxFixtures({ wallet: { autoApprove: false } }))

test('a returning visitor with a stored connection: the disconnected server HTML hydrates without a warning, then the account shows again', async ({
  page,
  sandbox,
}) => {
  const problems = watchProblems(page)
  const { address } = localChain(sandbox)
  await serveFromSandbox(page, sandbox)
  await page.goto('/')
  await connectSandboxWallet(page, address)

  // The return visit: the kit and the wallet both remember the connection.
  const response = await page.reload()
  // The server cannot know the connection: it renders the Connect button, as on a first visit.
  expect(await response?.text()).toContain('data-appkit="connect-button"')
  // No prompt to approve: the wallet answers eth_accounts for a site it already connected to.
  await expect(accountButton(page, address)).toBeVisible()
  await expectHydrated(accountButton(page, address))
  await expect(page.getByRole('button', { name: 'Send 1 wei' })).toBeVisible()
  expect(problems).toEqual([])
})
