export function renderConfigDocs(schema: unknown, defaults: unknown): string
