import { Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandTile } from '../../../shared/ui/brand-mark';

/** Initials are white on these colours' filled shade, which all keep a 4.5:1 contrast. */
const INITIALS_COLORS = ['lagoon', 'indigo', 'violet', 'grape', 'pink'];

type TAuthorAvatarProps = {
  author: string;
  avatar: string | null;
  /** Written by the site's own staff (an administrator): the site's brand stands for them. */
  verified: boolean;
  size: number;
};

/**
 * An author's picture: their photo, else for the site's own posts the brand mark (initials
 * would cut the site's name to "不可", "not allowed"), else their initials.
 */
export function AuthorAvatar({ author, avatar, verified, size }: TAuthorAvatarProps) {
  const { t } = useTranslation();
  if (!avatar && verified) return <BrandTile size={size} label={t('app.name')} />;
  return (
    <Avatar
      src={avatar}
      name={author}
      color="initials"
      variant="filled"
      allowedInitialsColors={INITIALS_COLORS}
      size={size}
    />
  );
}
