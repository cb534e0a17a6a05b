import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../../../schema/index.js'
import { sendTestNetwork } from '../../../core/send/fixtures/sendTestNetwork.js'
import { renderModal } from '../../fixtures/renderModal.js'
import { AccountHeader } from './AccountHeader.js'
import type { ActiveAccount } from './selectAccount.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const sepolia: CaipNetwork = {
  ...sendTestNetwork,
  id: 11155111,
  caipNetworkId: 'eip155:11155111',
  name: 'Sepolia',
  testnet: true,
}

function account(overrides: Partial<ActiveAccount> = {}): ActiveAccount & { address: string } {
  return {
    namespace: 'eip155',
    address,
    balance: undefined,
    symbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    walletName: undefined,
    currentTab: 'Tokens',
    tokenBalance: undefined,
    network: sendTestNetwork,
    ...overrides,
  } as ActiveAccount & { address: string }
}

const chooseName = () => screen.queryByRole('button', { name: 'Choose a name' })

// Where the account hub offers a name: an EVM account without one, on a network where names show.
describe("AccountHeader's 'Choose a name'", () => {
  it('is offered under the address of an EVM account without a name, once the lookup answered', async () => {
    const view = renderModal({
      children: <AccountHeader account={account()} totalUsd={undefined} />,
    })
    // Not while the name may still be on its way.
    expect(chooseName()).toBeNull()
    expect(
      await screen.findByRole('button', { name: 'Choose a name' }, { timeout: 10_000 }),
    ).toBeTruthy()
    // The lookup it waited for asked the identity service (offline here: no name).
    expect(view.fetchMock.mock.calls.some(([url]) => String(url).includes('/v1/identity/'))).toBe(
      true,
    )
  })

  it('is not there for an account that has a name: the header shows the name, no more', () => {
    renderModal({
      children: (
        <AccountHeader account={account({ profileName: 'alice.reown.id' })} totalUsd={undefined} />
      ),
    })
    expect(screen.getByText('alice.reown.id')).toBeTruthy()
    expect(chooseName()).toBeNull()
  })

  it('is not offered on a testnet, nor to a Solana account', () => {
    renderModal({
      children: (
        <>
          <AccountHeader account={account({ network: sepolia })} totalUsd={undefined} />
          <AccountHeader
            account={account({
              namespace: 'solana',
              network: { ...sendTestNetwork, chainNamespace: 'solana', name: 'Solana' },
            })}
            totalUsd={undefined}
          />
        </>
      ),
    })
    expect(chooseName()).toBeNull()
  })
})
