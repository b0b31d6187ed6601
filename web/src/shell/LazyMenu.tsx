// A top-bar menu whose list loads on its first opening: Fluent's Menu (with its positioning and
// focus management) is a large part of the shell, and most visits open no menu.
import { type ComponentType, cloneElement, lazy, type ReactElement, Suspense, useState } from 'react';

/** What a deferred menu gets: its trigger button, and whether it is open. */
export type MenuProps = {
  trigger: ReactElement<{ onClick?: () => void }>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function lazyMenu(load: () => Promise<ComponentType<MenuProps>>) {
  const Menu = lazy(() => load().then((component) => ({ default: component })));
  return function LazyMenu({ trigger }: { trigger: MenuProps['trigger'] }) {
    const [open, setOpen] = useState(false);
    const [wanted, setWanted] = useState(false);
    if (!wanted) {
      return cloneElement(trigger, {
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: () => {
          setWanted(true);
          setOpen(true);
        },
      } as Record<string, unknown>);
    }
    return (
      <Suspense fallback={trigger}>
        <Menu trigger={trigger} open={open} onOpenChange={setOpen} />
      </Suspense>
    );
  };
}
