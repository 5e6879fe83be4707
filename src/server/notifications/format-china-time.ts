const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "2026-05-01 14:03" in Beijing time: the operators are in China whatever the server's zone. */
export function formatChinaTime(date: Date): string {
  return formatter.format(date);
}
