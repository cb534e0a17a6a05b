import { test as base, expect } from 'playwright/test'
import { approvePrompt, sandboxFixtures, signedByWallet } from 'appkit/testing'

const test = base.extend(sandboxFixtures({ wallet: { autoApprove: false } }))

test('connects the Sandbox Wallet through the modal and sends on the local chain', async ({
  page,
  sandbox,
}) => {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })

  await page.goto('/')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Sandbox Wallet' }).first().click()
  await approvePrompt(page)
  await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()

  await page.getByRole('button', { name: 'Send 1 wei' }).click()
  await approvePrompt(page)
  await expect(page.locator('output')).toHaveText(/^0x[0-9a-f]{64}$/)
  const [sent] = await signedByWallet(page)
  expect(sent?.method).toBe('eth_sendTransaction')
  expect(sent?.result).toBe(await page.locator('output').textContent())
  const receipt = await fetch(sandbox.chains[0]!.rpcUrl, {
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
