import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { createEventLog } from './createEventLog.js'
import { renderEventsPage } from './renderEventsPage.js'

// Anyone on the machine can post to the recorder: every part of a request is hostile input.
const hostile = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</pre><iframe src="javascript:alert(1)">',
  '<!-- <a href="x">',
  '&lt;script&gt; already escaped',
]

/** The page with one event carrying `value` everywhere it can: name, type, props, keys, query. */
function pageWith(value: string): string {
  const log = createEventLog(10)
  log.record({
    query: { projectId: value, [value]: value },
    contentType: value,
    text: JSON.stringify({
      eventId: value,
      url: value,
      domain: value,
      props: { type: value, event: value, [value]: value },
    }),
    answer: 204,
  })
  log.record({ query: {}, contentType: null, text: value, answer: 403 })
  return renderEventsPage(log.events())
}

describe('renderEventsPage', () => {
  it.each(hostile)('renders %s as text wherever it appears', (value) => {
    const page = pageWith(value)
    // Parsed as a browser would: the value is the text of the page's own elements, and opens none.
    const document = new Window().document
    document.write(page)
    const tags = new Set([...document.querySelectorAll('*')].map((element) => element.localName))
    expect(tags).toEqual(
      new Set([
        'html',
        'head',
        'meta',
        'title',
        'style',
        'body',
        'h1',
        'p',
        'code',
        'a',
        'ol',
        'li',
        'span',
        'pre',
      ]),
    )
    const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
    )
    expect(handlers).toEqual([])
    expect(document.querySelector('.event')?.textContent).toBe(value)
    expect(document.querySelector('.type')?.textContent).toBe(value)
    expect(document.querySelector('.query')?.textContent).toBe(
      `projectId=${value} ${value}=${value}`,
    )
    expect(JSON.parse(document.querySelector('pre')?.textContent ?? '')).toMatchObject({
      eventId: value,
      props: { [value]: value },
    })
    expect(JSON.parse(document.querySelectorAll('pre')[1]?.textContent ?? '')).toEqual({
      invalid: value,
    })
  })

  it('lists the events oldest first, numbered, with their query, type and whole body', () => {
    const log = createEventLog(10)
    for (const event of ['MODAL_OPEN', 'CONNECT_SUCCESS']) {
      log.record({
        query: { projectId: 'abc', st: 'appkit', sv: 'react-appkit-1.0.0' },
        contentType: 'text/plain',
        text: JSON.stringify({
          props: { type: 'track', event, properties: { network: 'eip155:1' } },
        }),
        answer: 204,
      })
    }
    log.record({ query: {}, contentType: null, text: 'not json', answer: 500 })
    const page = renderEventsPage(log.events())
    const open = page.indexOf('MODAL_OPEN')
    const connect = page.indexOf('CONNECT_SUCCESS')
    expect(open).toBeGreaterThan(0)
    expect(connect).toBeGreaterThan(open)
    expect(page).toContain('#1</span>')
    expect(page).toContain('projectId=abc st=appkit sv=react-appkit-1.0.0')
    expect(page).toContain('<span class="type">track</span>')
    expect(page).toContain('&#34;network&#34;: &#34;eip155:1&#34;')
    expect(page).toContain('(not JSON)')
    expect(page).toContain('answered 500')
  })

  it('says when nothing was sent yet', () => {
    expect(renderEventsPage([])).toContain('No events yet.')
  })
})
