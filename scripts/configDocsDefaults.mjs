// The defaults too long for the reference table, taken from a parse of the minimal config.
export function configDocsDefaults(aliases, configSchema) {
  const parsed = configSchema.parse({
    projectId: '0'.repeat(32),
    metadata: { name: 'x', url: 'https://x.example' },
    networks: ['mainnet'],
  })
  return {
    aliases,
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
