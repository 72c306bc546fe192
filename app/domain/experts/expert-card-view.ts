/** A directory card as the page receives it: words already in the reader's language (built on the server). */
export interface ExpertCardView {
  id: string
  name: string
  title: string
  bio: string
  hasPhoto: boolean
  featured: boolean
  /** Seeded sample profile (scripts/seed): labelled, as sample grants are. */
  isDemo: boolean
  rating: string | null
  reviews: string
  projects: string
  /** Projects completed (the directory sorts by them). */
  completed: string
  sectors: string[]
  moreSectors: string | null
  country: string | null
  years: string
  hourly: string
  funding: string | null
}
