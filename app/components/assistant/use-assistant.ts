import { useRouteLoaderData } from 'react-router'

/**
 * Whether this deployment has the grant assistant's model (ADR 072), from the root loader: without
 * one nothing shows the assistant, and features that need it are shown as not offered.
 */
export function useAssistantAvailable(): boolean {
  return (useRouteLoaderData('root') as { assistant?: boolean } | undefined)?.assistant === true
}
