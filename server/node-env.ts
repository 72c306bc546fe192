/**
 * Imported first by server/start.ts: React and React Router pick their production or development
 * code by `process.env.NODE_ENV` when they are first loaded, so it must be set before anything
 * imports them. `npm start` runs in production unless told otherwise, as server/env.ts does.
 */
process.env.NODE_ENV ??= 'production'
