import { afterAll, describe, expect, it, vi } from 'vitest'
import { text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

const servers: TestServer[] = []
afterAll(() => Promise.all(servers.map((s) => s.close().catch(() => {}))))

describe('Google sign-in', () => {
  it('shows the Google button when Google is configured, and sends the visitor to Google to choose an account', async () => {
    const server = await startTestServer({ env: { GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'test-secret' } })
    servers.push(server)
    const client = server.client()
    expect(text((await client.page('/auth')).html)).toContain('Continue with Google')
    const response = await client.post('/auth', { intent: 'google' })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('Location')!)
    expect(location.origin).toBe('https://accounts.google.com')
    expect(location.searchParams.get('client_id')).toBe('test-client-id.apps.googleusercontent.com')
    expect(location.searchParams.get('redirect_uri')).toBe(`${server.url}/api/auth/callback/google`)
    expect(location.searchParams.get('state')).toBeTruthy()
  })
})

describe('The server error page', () => {
  it('says something went wrong, with no stack trace or error detail', async () => {
    const server = await startTestServer()
    servers.push(server)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await server.services.database.close() // every query now fails
    const { status, html } = await server.client().page('/discover')
    error.mockRestore()
    expect(status).toBe(500)
    const body = text(html)
    expect(body).toContain('Something went wrong')
    expect(body).toContain('Return to Home')
    expect(html).not.toMatch(/\bat .+\.(js|ts):\d+/)
    expect(text(html)).not.toMatch(/PGlite|closed|Error:/i)
    // Nor in the data the page hands the browser (its messages name ids like grant.closed, which is fine).
    expect(html).not.toMatch(/PGlite|Error: |database is closed/i)
  })
})
