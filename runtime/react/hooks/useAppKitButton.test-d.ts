import { describe, expectTypeOf, it } from 'vitest'
import type { CaipNetworkId } from '../../../schema/index.js'
import type { AppKitBindings } from '../types.js'
import type { AppKitButtonView, UseAppKitButtonReturn } from './useAppKitButton.js'

// What a generated module's `useAppKitButton` returns for an app configured with Ethereum and Base.
type Configured = 'eip155:1' | 'eip155:8453'
type Button = ReturnType<AppKitBindings<Configured>['useAppKitButton']>

describe('useAppKitButton types', () => {
  it('is bound to the configured network ids by the generated module', () => {
    expectTypeOf<Button>().toEqualTypeOf<UseAppKitButtonReturn<Configured>>()
  })

  it('types a supported network id as the configured union, an unsupported one as any CAIP id', () => {
    const network = {} as NonNullable<Button['network']>
    if (network.supported) expectTypeOf(network.id).toEqualTypeOf<Configured>()
    else expectTypeOf(network.id).toEqualTypeOf<CaipNetworkId>()
  })

  it('opens the views that need no data, and rejects an unknown view or one that needs data', () => {
    const { open } = {} as Button
    void open('Networks')
    void open('Account')
    void open('Swap')
    // @ts-expect-error: not a view of the kit
    void open('Settings')
    // @ts-expect-error: SwitchNetwork needs its target network, which only `useAppKit().open` takes
    void open('SwitchNetwork')
    expectTypeOf<'Connect'>().toExtend<AppKitButtonView>()
  })

  it('passes the render prop the same state, bound to the configured ids', () => {
    type Props = Parameters<AppKitBindings<Configured>['AppKitCustomButton']>[0]
    expectTypeOf<Parameters<Props['children']>[0]>().toEqualTypeOf<
      UseAppKitButtonReturn<Configured>
    >()
  })
})
