import { REPORT_DEADLINE_DAYS, type ReportBlock, type ReportGroup } from '../../catalog/reports.ts'
import { t } from '../../i18n/index.ts'

/** A block's heading in the current language: "Pipeline by status", "Requested and awarded by funder". */
export function sectionTitle(section: { block: ReportBlock; group?: ReportGroup }): string {
  if (section.block === 'amounts' && section.group) return t(`reports.amountsBy.${section.group}`)
  return blockName(section.block)
}

/** A block's name, as the save form and the locked page list them. */
export function blockName(block: ReportBlock): string {
  return t(`reports.block.${block}`, { days: REPORT_DEADLINE_DAYS })
}
