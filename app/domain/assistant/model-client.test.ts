import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SafeFetchError } from '../../net/safe-fetch.server.ts'
import { startLocalModel, type LocalModel } from './local-model/local-model.server.ts'
import { localImage } from './local-model/image.ts'
import { chatCompletion, generateImage, ModelError, modelFetchOptions } from './model-client.server.ts'

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

describe('The Images API through the same client (ADR 082)', () => {
  const imageSettings = () => ({ ...settings(), imageModel: 'local-image', pricePerImage: 0.04 })

  it('POSTs {LLM_URL}/images/generations with the image model and the key, and decodes the b64_json PNG', async () => {
    const image = await generateImage(imageSettings(), { prompt: 'A borehole at dusk', size: '1024x1536' }, modelFetchOptions(settings()))
    expect(image.bytes.equals(localImage('A borehole at dusk', 1024, 1536))).toBe(true)
    expect({ width: image.bytes.readUInt32BE(16), height: image.bytes.readUInt32BE(20) }).toEqual({ width: 1024, height: 1536 })
    expect(image.cost).toBe(0.04)
    expect(image.promptTokens).toBeGreaterThan(0)
    expect(model.requests.at(-1)).toMatchObject({ model: 'local-image', task: 'image', size: '1024x1536', authorization: 'Bearer sk-test' })
    // Another prompt draws another image.
    const other = await generateImage(imageSettings(), { prompt: 'A school garden', size: '1024x1536' }, modelFetchOptions(settings()))
    expect(other.bytes.equals(image.bytes)).toBe(false)
  })

  it('refuses without an image model, on an error answer, and through the same host rules', async () => {
    const sent = model.requests.length
    await expect(generateImage(settings(), { prompt: 'x', size: '1024x1024' }, modelFetchOptions(settings()))).rejects.toBeInstanceOf(ModelError)
    expect(model.requests).toHaveLength(sent)
    await expect(generateImage(imageSettings(), { prompt: 'x', size: '9999x1' }, modelFetchOptions(settings()))).rejects.toThrow('The model answered 400')
    await expect(generateImage(imageSettings(), { prompt: 'x', size: '1024x1024' })).rejects.toBeInstanceOf(SafeFetchError)
  })
})
