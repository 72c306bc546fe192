import { isolate, t } from '../../i18n/index.ts'

/**
 * What stands in for a hidden email address or phone number, isolated from the text around it: in
 * Arabic, "[contact details hidden…]" next to a Latin name would otherwise pull the name's brackets
 * and parentheses out of place.
 */
export const hiddenMark = () => isolate(t('requests.hidden'))
