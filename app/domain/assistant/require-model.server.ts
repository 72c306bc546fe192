import { data, type RouterContextProvider } from 'react-router'
import { type AppServices, servicesContext } from '../../context.ts'
import { type ExpertFeatureId, expertFeatureNeedsImageModel } from '../../catalog/expert-membership.ts'
import { assistantAvailable, imageModelAvailable } from './assistant-available.ts'

/**
 * The guard of every assistant page and post (ADR 072, 080, 081): where no model is configured the
 * assistant does not exist, so its pages answer 404 as a missing page would; so do an expert
 * feature's that needs an image model where none is set (ADR 082). The services, for the loader or
 * action that goes on.
 */
export function requireModel(context: Readonly<RouterContextProvider>, feature?: ExpertFeatureId): AppServices {
  const services = context.get(servicesContext)
  if (!assistantAvailable(services.config)) throw data(null, { status: 404 })
  if (feature && expertFeatureNeedsImageModel(feature) && !imageModelAvailable(services.config)) throw data(null, { status: 404 })
  return services
}
