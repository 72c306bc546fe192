import { useState } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { toast } from '../../../components/ui/toast.tsx'
import { uploadProblem } from '../../../domain/verification/document-types.ts'
import { t } from '../../../i18n/index.ts'

/** What the wizard's action answers the upload below (wizard-actions.server.ts, UploadAnswer). */
type UploadAnswer = { location?: string; error?: string; kept?: boolean }

/**
 * Next (or Upload) on the Documents step with files chosen: too-large files are refused before a
 * byte is sent (the server refuses them too); the rest go up with a progress bar, asking the action
 * for JSON: where to go next, or why the files were refused and whether some were kept. Without
 * JavaScript the same form posts as it is and the page answers.
 */
export function useDocumentUpload(onDocuments: boolean, refuse: (message: string) => void) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [progress, setProgress] = useState<number | null>(null)

  const upload = (e: React.FormEvent<HTMLFormElement>) => {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (!onDocuments || (submitter?.value !== 'next' && submitter?.value !== 'documents')) return
    const form = e.currentTarget
    const files = [...form.querySelectorAll<HTMLInputElement>('input[type=file]')].flatMap((input) => [...(input.files ?? [])])
    const problem = uploadProblem(files, { tooLarge: (file) => t('documents.tooLarge', { name: file }), tooMuch: t('documents.tooMuch') })
    if (problem) {
      e.preventDefault()
      refuse(problem)
      return
    }
    if (!files.length) return
    e.preventDefault()
    const body = new FormData(form, submitter)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', window.location.pathname)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (p) => p.lengthComputable && setProgress(Math.round((p.loaded / p.total) * 100))
    xhr.onerror = () => {
      setProgress(null)
      refuse(t('documents.uploadFailed'))
    }
    xhr.onload = () => {
      setProgress(null)
      const answer = readAnswer(xhr)
      // A redirect the action did not turn into JSON (signed out, say) lands where it led.
      const location = answer?.location ?? (xhr.status < 400 && !answer ? xhr.responseURL || window.location.href : null)
      if (location) {
        const landed = new URL(location, window.location.href)
        if (landed.pathname === window.location.pathname) toast.success(t('documents.uploaded'))
        navigate(`${landed.pathname}${landed.search}`, { replace: landed.href === window.location.href })
        return
      }
      refuse(answer?.error || t('documents.uploadFailed'))
      // Files the server kept are listed once the page's data is read again; the chosen files are
      // cleared, so Next does not send them twice.
      if (answer?.kept) {
        for (const input of form.querySelectorAll<HTMLInputElement>('input[type=file]')) {
          input.value = ''
          input.dispatchEvent(new Event('change', { bubbles: true }))
        }
        revalidator.revalidate()
      }
    }
    setProgress(0)
    xhr.send(body)
  }
  return { progress, upload }
}

function readAnswer(xhr: XMLHttpRequest): UploadAnswer | null {
  if (!(xhr.getResponseHeader('Content-Type') ?? '').includes('application/json')) return null
  try {
    return JSON.parse(xhr.responseText) as UploadAnswer
  } catch {
    return null
  }
}
