import { useNavigation } from 'react-router'

/** Whether the form posting `intent` (for the row `id`, when given) is on its way: its button says so. */
export function useRowBusy() {
  const navigation = useNavigation()
  return (intent: string, id?: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (!id || navigation.formData?.get('id') === id)
}
