import { Icon, type IconName } from '../ui/Icon';

const CATEGORY_ICONS: Record<string, IconName> = {
  smartphone: 'smartphone',
  laptop: 'laptop',
  tablet: 'tablet',
  headphones: 'headphones',
  watch: 'watch',
  gamepad: 'gamepad',
};

/** A category's icon by the name the catalogue gives it; a package for names it does not know. */
export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  return <Icon name={CATEGORY_ICONS[icon] ?? 'package'} className={className} />;
}
