import type { ReactNode } from 'react';
import { ConsoleLayout } from '@/features/admin/shell/console-layout';

export default function Console({ children }: { children: ReactNode }) {
  return <ConsoleLayout>{children}</ConsoleLayout>;
}
