export function installApp(app: string, options?: { log?: (line: string) => void }): string
export function freePort(): Promise<number>
export function waitUntilServed(
  url: string,
  options: { what: string; timeoutMs: number; output?: () => string },
): Promise<void>
export function runInApp(
  dir: string,
  command: string,
  args?: string[],
  options?: { log?: (line: string) => void; env?: Record<string, string> },
): string
