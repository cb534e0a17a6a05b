import { approvePrompt, type Sandbox, sandboxFixtures, signedByWallet } from 'appkit/testing'
import { test as base, expect } from 'playwright/test'
import { connectSandboxWallet, localChain, serveFromSandbox, watchProblems } from './pageChecks'

const test = base.extend<{}, { sandbox: Sandbox }>(sandboxFixtures({ wallet: { autoApprove: false } }))

test('connects the Sandbox Wallet through the modal and sends 1 wei on the local chain, without an error', async ({
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
