'use client';

import { useState } from 'react';

/** Test hook of /test-hooks/render-crash: a click makes the next render throw in the browser. */
export function CrashButton() {
  const [crashed, setCrashed] = useState(false);
  if (crashed) throw new Error('test hook: a rendering crash');
  return (
    <button type="button" data-testid="crash-trigger" onClick={() => setCrashed(true)}>
      crash
    </button>
  );
}
