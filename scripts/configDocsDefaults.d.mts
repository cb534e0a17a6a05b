export function configDocsDefaults(
  aliases: unknown,
  configSchema: unknown,
  notYetAvailable: readonly string[],
): unknown
