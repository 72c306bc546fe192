import { Link } from 'react-router'
import { t } from '../../../i18n/index.ts'

/** The top of every expert AI page (ADR 081): the way back to the expert workspace, the title and what the page does. */
export function ExpertAiHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <Link to="/expert" className="text-sm text-primary underline">
        {t('requests.expert.title')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-1 text-muted-foreground">{intro}</p>
    </>
  )
}
