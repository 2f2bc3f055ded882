import { Component, type ReactNode } from 'react';
import { commonMessages, useT } from '../i18n';
import { Button, Notice } from '../ui';

function LoadFailed() {
  const t = useT(commonMessages);
  return (
    <Notice
      tone="danger"
      title={t('pageLoadFailed')}
      action={
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      }
    />
  );
}

/**
 * A page that throws while rendering, or whose code cannot be fetched (a deploy replaced the
 * hashed files while the tab stayed open), shows a reload button instead of a blank screen.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
