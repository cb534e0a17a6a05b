import { approvePrompt, type Sandbox, sandboxFixtures, signedByWallet } from 'appkit/testing'
import { test as base, expect } from 'playwright/test'
import { connectSandboxWallet, localChain, serveFromSandbox, watchProblems } from './pageChecks'

const test = base.extend<{}, { sandbox: Sandbox }>(sandboxFixtures({ wallet: { autoApprove: false } }))

test('the server HTML already holds the heading and the Connect button', async ({
  browser,
  baseURL,
}) => {
  // No JavaScript: what this shows is the server render alone.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'appkit on Next.js' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
  await context.close()
})

test('a first visit hydrates without a warning, connects the Sandbox Wallet and sends 1 wei on the local chain', async ({
  page,
  sandbox,
}) => {
  const problems = watchProblems(page)
  const { address, rpcUrl } = localChain(sandbox)
  await serveFromSandbox(page, sandbox)

  await page.goto('/')
  await connectSandboxWallet(page, address)

  await page.getByRole('button', { name: 'Send 1 wei' }).click()
  await approvePrompt(page)
  await expect(page.locator('output')).toHaveText(/^0x[0-9a-f]{64}$/)
  const [sent] = await signedByWallet(page)
  expect(sent?.method).toBe('eth_sendTransaction')
  expect(sent?.result).toBe(await page.locator('output').textContent())
  const receipt = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTransactionReceipt',
      params: [sent?.result],
    }),
  }).then((response) => response.json())
  expect(receipt.result.status).toBe('0x1')
  expect(problems).toEqual([])
})
