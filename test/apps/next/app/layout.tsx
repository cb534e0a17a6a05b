import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { AppKitProvider } from '@/appkit.generated'

export const metadata: Metadata = {
  title: 'appkit on Next.js',
  description: 'The wallet modal in an App Router app',
}

// A server component: the provider comes from the generated module, which starts with
// 'use client', so it and everything it renders run in the browser too. The pages under it
// stay server components and may render the kit's buttons.
export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en">
      <body>
        <AppKitProvider>{children}</AppKitProvider>
      </body>
    </html>
  )
}
