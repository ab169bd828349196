import { type Attributes, type ComponentType, Suspense, lazy, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * A dialog whose code loads once the browser is idle, or when it first opens if
 * that comes sooner. Screens then show without their form dialogs' code (the
 * form library, validation, the fields), and it is almost always there by the
 * time someone asks for it. Once opened it stays mounted, so closing keeps its
 * exit and focus return.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadModule = () => (loading ??= load().then((component) => ({ default: component })));
  const Dialog = lazy(loadModule);

  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    useEffect(() => whenIdle(() => void loadModule().catch(() => undefined), { afterFirstScreen: true }), []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as P & Attributes)} />
      </Suspense>
    );
  }
  return LazyDialog;
}
