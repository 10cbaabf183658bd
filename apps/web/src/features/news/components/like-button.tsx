import { Button, Tooltip } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { notify } from '../../../shared/ui/notify';
import { useSetNewsLike } from '../api/like-news';
import { IconHeart, IconHeartFilled } from './news-icons';
import { loginAddress } from '../../../shared/auth/return-path';

type TLikeButtonProps = {
  newsId: number;
  likes: number;
  isLiked: boolean;
  /** The signed-in user, or null for a visitor (who is asked to log in). */
  viewerId: string | null;
};

/** The count once there is one; before that the button says what it does, not "0". */
function likeText(likes: number, t: TFunction<'news'>): string {
  return likes > 0 ? String(likes) : t('detail.like');
}

/** A signed-in reader likes an article once; the count shown is the server's true count. */
export function LikeButton({ newsId, likes, isLiked, viewerId }: TLikeButtonProps) {
  const { t } = useTranslation('news');
  const { pathname, search, hash } = useLocation();

  if (viewerId === null) {
    return (
      <Tooltip label={t('detail.likeLogin')} withArrow>
        <Button
          component={Link}
          to={loginAddress(pathname, search)}
          state={{ from: `${pathname}${search}${hash}` }}
          variant="default"
          radius="xl"
          leftSection={<IconHeart size={17} />}
          aria-label={t('detail.likeLoginLabel', { count: likes })}
        >
          {likeText(likes, t)}
        </Button>
      </Tooltip>
    );
  }
  return <SignedInLikeButton newsId={newsId} likes={likes} isLiked={isLiked} viewerId={viewerId} />;
}

function SignedInLikeButton({
  newsId,
  likes,
  isLiked,
  viewerId,
}: TLikeButtonProps & { viewerId: string }) {
  const { t } = useTranslation('news');
  const setLike = useSetNewsLike(newsId, viewerId);

  const handleClick = () =>
    setLike.mutate(!isLiked, { onError: () => notify('error', t('detail.likeFailed')) });

  return (
    <Button
      variant={isLiked ? 'light' : 'default'}
      color={isLiked ? 'red' : undefined}
      radius="xl"
      leftSection={isLiked ? <IconHeartFilled size={17} /> : <IconHeart size={17} />}
      aria-pressed={isLiked}
      aria-label={t('detail.likeLabel', { count: likes })}
      loading={setLike.isPending}
      onClick={handleClick}
    >
      {likeText(likes, t)}
    </Button>
  );
}
