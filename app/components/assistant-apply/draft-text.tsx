import type { DraftPiece } from '../../domain/assistant-apply/source-marks.ts'
import { t } from '../../i18n/index.ts'

/** A draft's text with each `[from: field]` mark shown as a small label naming the profile field. */
export function DraftText({ pieces }: { pieces: DraftPiece[] }) {
  return (
    <div dir="auto" className="whitespace-pre-line break-words">
      {pieces.map((piece, i) =>
        piece.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are the text in order, rebuilt with it
          <span key={i}>{piece.text}</span>
        ) : (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            key={i}
            className={`mx-1 inline-block rounded-full px-2 py-0.5 align-middle text-xs font-medium ${piece.field ? 'bg-muted text-muted-foreground' : 'bg-destructive/10 text-destructive'}`}
          >
            {piece.field ? t('assistantApply.drafts.from', { field: t(`assistantApply.field.${piece.field}`) }) : t('assistantApply.drafts.unsourced')}
          </span>
        ),
      )}
    </div>
  )
}
