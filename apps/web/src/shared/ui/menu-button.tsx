import { UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'react-router';
import classes from './menu-button.module.css';

const CloseMenu = createContext<() => void>(() => {});

type TMenuButtonProps = {
  /** The accessible name of the button that opens the menu. */
  label: string;
  trigger: ReactNode;
  /** A non-interactive line at the top of the menu (who is signed in). */
  heading?: ReactNode;
  children: ReactNode;
  triggerClassName?: string;
};

const focusItem = (
  menu: HTMLElement | null,
  pick: (items: HTMLElement[]) => HTMLElement | undefined,
) => {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  pick(items)?.focus();
};

/**
 * A small accessible menu button (WAI-ARIA menu pattern: arrow keys, Home/End, Escape). Written
 * here instead of Mantine's Menu so the header does not pull in the popover and positioning
 * libraries on every page load.
 */
export function MenuButton({
  label,
  trigger,
  heading,
  children,
  triggerClassName,
}: TMenuButtonProps) {
  const menuId = useId();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const root = useClickOutside<HTMLDivElement>(() => setIsOpen(false));
  const isShown = isOpen && openedAt === pathname;

  useEffect(() => {
    if (isShown) focusItem(menu.current, (items) => items[0]);
  }, [isShown]);

  const close = (restoreFocus = true) => {
    setIsOpen(false);
    if (restoreFocus) button.current?.focus();
  };

  const handleMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = document.activeElement;
    const move = (step: number) => (items: HTMLElement[]) =>
      items[(items.indexOf(current as HTMLElement) + step + items.length) % items.length];
    const actions: Record<string, () => void> = {
      ArrowDown: () => focusItem(menu.current, move(1)),
      ArrowUp: () => focusItem(menu.current, move(-1)),
      Home: () => focusItem(menu.current, (items) => items[0]),
      End: () => focusItem(menu.current, (items) => items.at(-1)),
      Escape: () => close(),
      Tab: () => close(false),
    };
    const action = actions[event.key];
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    action();
  };

  return (
    <div ref={root} className={classes.root}>
      <UnstyledButton
        ref={button}
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isShown}
        aria-controls={isShown ? menuId : undefined}
        onClick={() => {
          setOpenedAt(pathname);
          setIsOpen(!isShown);
        }}
      >
        {trigger}
      </UnstyledButton>
      {isShown && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={classes.menu}
          onKeyDown={handleMenuKey}
        >
          {heading && <div className={classes.heading}>{heading}</div>}
          <CloseMenu.Provider value={() => close(false)}>{children}</CloseMenu.Provider>
        </div>
      )}
    </div>
  );
}

type TItemProps = { icon?: ReactNode; right?: ReactNode; children: ReactNode; ariaLabel?: string };

export function MenuLink({ to, icon, right, children, ariaLabel }: TItemProps & { to: string }) {
  const close = useContext(CloseMenu);
  return (
    <Link
      to={to}
      role="menuitem"
      tabIndex={-1}
      className={classes.item}
      onClick={close}
      aria-label={ariaLabel}
    >
      {icon && <span className={classes.icon}>{icon}</span>}
      <span className={classes.text}>{children}</span>
      {right}
    </Link>
  );
}

export function MenuAction({
  onSelect,
  icon,
  children,
  isDanger = false,
}: TItemProps & { onSelect: () => void; isDanger?: boolean }) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={classes.item}
      data-danger={isDanger || undefined}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {icon && <span className={classes.icon}>{icon}</span>}
      <span className={classes.text}>{children}</span>
    </button>
  );
}

export function MenuDivider() {
  return <div role="separator" className={classes.divider} />;
}
