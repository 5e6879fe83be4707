/** 13812341234 → 138****1234 (also for +86/0086 forms), for logs and operator notices; short or odd input is masked entirely. */
export function maskMobile(mobile: string): string {
  let digits = mobile.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('86')) digits = digits.slice(2);
  else if (digits.length === 15 && digits.startsWith('0086')) digits = digits.slice(4);
  if (digits.length < 7) return '****';
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
}
