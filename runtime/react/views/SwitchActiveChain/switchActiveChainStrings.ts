/**
 * The words of SwitchActiveChain, kept with the view so that they load with it (its title is in
 * `strings.ts`: the modal's header needs it first).
 */
export const switchActiveChainStrings = {
  /** 'a Solana wallet': the kind of wallet each namespace needs. */
  walletOf: {
    eip155: 'an EVM wallet',
    solana: 'a Solana wallet',
    bip122: 'a Bitcoin wallet',
    polkadot: 'a Polkadot wallet',
    cosmos: 'a Cosmos wallet',
  },
  heading: (wallet: string) => `Connect ${wallet}`,
  needs: (network: string, wallet: string) => `${network} needs ${wallet}.`,
  connectedOn: (wallet: string, network: string) =>
    `${wallet} is connected on ${network} and stays connected.`,
  connectSame: (wallet: string) => `Connect ${wallet}`,
  chooseAnother: 'Choose another wallet',
}
