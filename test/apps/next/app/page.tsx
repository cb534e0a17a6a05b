import { AppKitButton } from '@/appkit.generated'
import { SendOneWei } from './SendOneWei'

// A server component: the heading and the button's disconnected state are in the server HTML.
export default function Home() {
  return (
    <main>
      <h1>appkit on Next.js</h1>
      <AppKitButton />
      <SendOneWei />
    </main>
  )
}
