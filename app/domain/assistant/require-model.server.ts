import { data, type RouterContextProvider } from 'react-router'
import { type AppServices, servicesContext } from '../../context.ts'
import { assistantAvailable } from './assistant-available.ts'

/**
 * The guard of every assistant page and post (ADR 072, 080, 081): where no model is configured the
 * assistant does not exist, so its pages answer 404 as a missing page would. The services, for the
 * loader or action that goes on.
 */
export function requireModel(context: Readonly<RouterContextProvider>): AppServices {
  const services = context.get(servicesContext)
  if (!assistantAvailable(services.config)) throw data(null, { status: 404 })
  return services
}
