import { chinaDay } from '@/lib/china-date';

/** "RFQ" + the China calendar day + the row id: RFQ20261124-000042 (unique because the id is). */
export function inquiryReference(id: number, at: Date): string {
  return `RFQ${chinaDay(at).replace(/-/g, '')}-${String(id).padStart(6, '0')}`;
}
