export function configDocsDefaults(aliases: unknown, configSchema: unknown): unknown
