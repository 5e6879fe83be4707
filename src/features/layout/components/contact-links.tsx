import { cn } from '@/components/ui/cn';
import { MailIcon, PhoneIcon } from './icons';

/** Email and phone as mailto:/tel: links, with the visible text from the caller ("Email: …"). */
export function ContactLinks({
  email,
  phone,
  labels,
  className,
}: {
  email: string;
  phone: string;
  labels: { email: string; phone: string };
  className?: string;
}) {
  const link =
    'inline-flex items-center gap-1.5 rounded-sm hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-brand-400';
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-5 gap-y-1', className)}>
      <li>
        <a href={`mailto:${email}`} className={link}>
          <MailIcon size={14} />
          {labels.email}
        </a>
      </li>
      <li>
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={link}>
          <PhoneIcon size={14} />
          {labels.phone}
        </a>
      </li>
    </ul>
  );
}
