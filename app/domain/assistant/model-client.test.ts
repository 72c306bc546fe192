import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SafeFetchError } from '../../net/safe-fetch.server.ts'
import { startLocalModel, type LocalModel } from './local-model/local-model.server.ts'
import { chatCompletion, modelFetchOptions } from './model-client.server.ts'

let model: LocalModel
beforeAll(async () => {
  model = await startLocalModel()
})
afterAll(() => model.close())

const messages = [
  { role: 'system' as const, content: 'Task: translation\nTarget: fr' },
  { role: 'user' as const, content: 'Grants of USD 25,000 for Kenya and Uganda.' },
]
const settings = () => ({ url: model.url, model: 'local', priceInPerMTok: 2, priceOutPerMTok: 8, apiKey: 'sk-test' })

describe('The OpenAI-compatible client', () => {
  it('answers whole, with tokens and cost, through safe-fetch with the model host allowed', async () => {
    const answer = await chatCompletion(settings(), { messages, temperature: 0 }, modelFetchOptions(settings()))
    expect(answer.content).toBe('[fr] Grants of USD 25,000 rof Kenya dna Uganda.')
    expect(answer.promptTokens).toBeGreaterThan(5)
    expect(answer.completionTokens).toBe(14)
    expect(answer.cost).toBeCloseTo((answer.promptTokens * 2 + answer.completionTokens * 8) / 1e6, 12)
    expect(model.requests.at(-1)).toMatchObject({ model: 'local', task: 'translation', stream: false, authorization: 'Bearer sk-test' })
  })

  it('streams: each piece reaches onToken, the pieces make the whole, the usage comes last', async () => {
    const pieces: string[] = []
    const whole = await chatCompletion(settings(), { messages }, modelFetchOptions(settings()))
    const streamed = await chatCompletion(settings(), { messages, onToken: (t) => pieces.push(t) }, modelFetchOptions(settings()))
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces.join('')).toBe(whole.content)
    expect(streamed).toEqual(whole)
    expect(model.requests.at(-1)?.stream).toBe(true)
  })

  it('refuses a loopback model that the configuration does not name', async () => {
    const error = await chatCompletion(settings(), { messages }).catch((e) => e)
    expect(error).toBeInstanceOf(SafeFetchError)
    expect((error as SafeFetchError).reason).toBe('private-address')
  })

  it('a model that fails is an error, streamed or not', async () => {
    model.failNext(2)
    await expect(chatCompletion(settings(), { messages }, modelFetchOptions(settings()))).rejects.toThrow(/500/)
    await expect(chatCompletion(settings(), { messages, onToken: () => {} }, modelFetchOptions(settings()))).rejects.toThrow()
  })
})
