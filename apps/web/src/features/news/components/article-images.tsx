import { SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import { imageCaption } from '../utils/localize-news';
import classes from './article-images.module.css';

type TArticleImagesProps = {
  article: TNewsDetail;
  language: Language;
  coverUrl: string | null;
  /** The article body: pictures it already shows are not repeated. */
  html: string;
};

/** The article's other pictures, those neither the cover nor placed in the text. */
export function ArticleImages({ article, language, coverUrl, html }: TArticleImagesProps) {
  const { t } = useTranslation('news');
  const images = article.images.filter(
    (image) => image.url !== coverUrl && !html.includes(image.url),
  );
  if (images.length === 0) return null;

  return (
    <section aria-labelledby="news-article-images" className={classes.section}>
      <Title order={2} id="news-article-images" className={classes.heading}>
        {t('detail.moreImages')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {images.map((image) => {
          const caption = imageCaption(image, language);
          return (
            <figure key={image.id} className={classes.figure}>
              <img
                src={image.url}
                alt={caption}
                loading="lazy"
                decoding="async"
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                className={classes.image}
                style={{ background: image.placeholder ?? undefined }}
              />
              {caption && (
                <Text component="figcaption" size="sm" c="gray.7" mt={6}>
                  {caption}
                </Text>
              )}
            </figure>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
