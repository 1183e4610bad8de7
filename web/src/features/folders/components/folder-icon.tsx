import { Calculator, Folder, Languages, type LucideIcon, Microscope } from 'lucide-react';
import { type FolderTopic, folderTopic } from '../folder-topic';

const icons: Record<FolderTopic, { icon: LucideIcon; className: string }> = {
  language: { icon: Languages, className: 'bg-sky-50 text-sky-700' },
  math: { icon: Calculator, className: 'bg-amber-50 text-amber-700' },
  science: { icon: Microscope, className: 'bg-emerald-50 text-emerald-700' },
  generic: { icon: Folder, className: 'bg-indigo-50 text-indigo-700' },
};

/** The folder's icon, chosen by keywords in its name (SPEC §2). Decorative: the name says what it is. */
export function FolderIcon({ name, className = '' }: { name: string; className?: string }) {
  const topic = folderTopic(name);
  const { icon: Icon, className: colors } = icons[topic];
  return <Icon aria-hidden data-topic={topic} className={`size-11 shrink-0 rounded-xl p-2.5 ${colors} ${className}`} />;
}
