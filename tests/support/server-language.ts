/**
 * Tests run app code the way the server does: t() and the formatters speak the language of the work
 * at hand (English unless a test runs something withLanguage), as server/start.ts arranges.
 */
import '../../app/i18n/language.server.ts'
