import { type ComponentProps, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { t } from '../../i18n/index.ts'

/** Whether the page is sent lean (data saver on): the root loader decides, from the reader's choice. */
export function useDataSaver(): boolean {
  return useRouteLoaderData<{ dataSaver?: boolean }>('root')?.dataSaver === true
}

/**
 * A picture that data saver holds back (issue 27): in its place a link that names it, which opens
 * the picture without JavaScript and shows it in place with JavaScript. Otherwise a plain <img>.
 */
export function SaverImage({ src, alt, className, ...props }: ComponentProps<'img'> & { src: string; alt: string }) {
  const dataSaver = useDataSaver()
  const [shown, setShown] = useState(false)
  if (!dataSaver || shown) return <img src={src} alt={alt} className={className} {...props} />
  return (
    <a
      href={src}
      data-saved-image=""
      className="inline-flex min-h-11 items-center rounded-md border border-dashed border-border px-3 text-sm text-muted-foreground underline-offset-4 hover:underline"
      onClick={(event) => {
        event.preventDefault()
        setShown(true)
      }}
    >
      {t('dataSaver.showImage', { description: alt })}
    </a>
  )
}
