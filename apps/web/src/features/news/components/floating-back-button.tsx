import { ActionIcon, Affix, Tooltip, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { IconArrowLeft } from '../../../shared/ui/icons';
import classes from './floating-back-button.module.css';

/** Scrolled past the top of the page, the way back follows the reader. */
const SHOW_AFTER_PX = 360;

type TFloatingBackButtonProps = {
  onBack: () => void;
  /** At the end of the page it would cover the footer, where the way back is not needed. */
  isAtEnd: boolean;
};

export function FloatingBackButton({ onBack, isAtEnd }: TFloatingBackButtonProps) {
  const { t } = useTranslation('news');
  const [scroll] = useWindowScroll();

  return (
    <Affix position={{ left: 16, bottom: 112 }} zIndex={90}>
      <Transition transition="slide-right" mounted={scroll.y > SHOW_AFTER_PX && !isAtEnd}>
        {(styles) => (
          <Tooltip label={t('detail.floatingBack')} position="right" withArrow>
            <ActionIcon
              style={styles}
              size={46}
              radius="xl"
              variant="default"
              className={classes.button}
              aria-label={t('detail.floatingBack')}
              onClick={onBack}
            >
              <IconArrowLeft size={20} />
            </ActionIcon>
          </Tooltip>
        )}
      </Transition>
    </Affix>
  );
}
