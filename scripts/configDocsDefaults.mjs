// The defaults too long for the reference table, taken from a parse of the minimal config, and
// the options the runtime does not act on yet (the schema's `notYetAvailableOptions`, passed in).
export function configDocsDefaults(aliases, configSchema, notYetAvailable) {
  const parsed = configSchema.parse({
    projectId: '0'.repeat(32),
    metadata: { name: 'x', url: 'https://x.example' },
    networks: ['mainnet'],
  })
  return {
    aliases,
    notYetAvailable: [...notYetAvailable],
    long: {
      'features.socials': parsed.features.socials,
      'features.connectorTypeOrder': parsed.features.connectorTypeOrder,
      'features.walletFeaturesOrder': parsed.features.walletFeaturesOrder,
      'theme.themeVariables': parsed.theme.themeVariables,
      defaultAccountTypes: parsed.defaultAccountTypes,
      services: parsed.services,
    },
  }
}
