import { useRouteLoaderData } from 'react-router'

/**
 * Whether this deployment has the grant assistant's model (ADR 072), from the root loader: without
 * one nothing shows the assistant, and features that need it are shown as not offered.
 */
export function useAssistantAvailable(): boolean {
  return (useRouteLoaderData('root') as { assistant?: boolean } | undefined)?.assistant === true
}

/** Whether this deployment has an image model (LLM_IMAGE_MODEL, ADR 082), from the root loader. */
export function useImageModelAvailable(): boolean {
  return (useRouteLoaderData('root') as { imageModel?: boolean } | undefined)?.imageModel === true
}
