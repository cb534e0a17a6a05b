export function installApp(app: string, options?: { log?: (line: string) => void }): string
export function runInApp(
  dir: string,
  command: string,
  args?: string[],
  options?: { log?: (line: string) => void; env?: Record<string, string> },
): string
