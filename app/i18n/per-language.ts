import { currentLanguage } from './index.ts'
import type { Language } from './languages.ts'

/**
 * A value built from messages (a validation schema with its error texts), built once per language
 * when first used in it, so its texts are the request's language, not whatever language was current
 * when the module loaded. Reads like the value itself: `signUpSchema.safeParse(form)`.
 */
export function perLanguage<T extends object>(build: () => T): T {
  const built = new Map<Language, T>()
  const current = (): T => {
    const language = currentLanguage()
    let value = built.get(language)
    if (!value) {
      value = build()
      built.set(language, value)
    }
    return value
  }
  return new Proxy({} as T, {
    get(_, key) {
      const target = current()
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key)
      return descriptor ? { ...descriptor, configurable: true } : undefined
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(current()),
  })
}
