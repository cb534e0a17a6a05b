import type { NextConfig } from 'next'

// Nothing to configure for the kit: its generated module marks itself as client code.
// Telemetry is off through NEXT_TELEMETRY_DISABLED=1 in the environment that builds and runs it.
const nextConfig: NextConfig = {
  // This app is its own project, though it sits inside the kit's repository: without this,
  // Next.js takes the repository's lock file for a workspace root and could resolve modules
  // the app did not install.
  turbopack: { root: __dirname },
}

export default nextConfig
